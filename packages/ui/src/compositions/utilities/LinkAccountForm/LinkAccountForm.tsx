import {
  accountNumberSchema,
  nicknameSchema,
  MAX_ACCOUNT_NUMBER_LENGTH,
  UTILITY_ACCOUNT_NUMBER_LENGTH,
  type PaymentEntity,
} from '@portal/core';
import { useMemo, useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import * as z from 'zod/mini';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import {
  Form,
  FormTextField,
  usePortalForm,
  type TranslateMessage,
} from '../../../components/Form';
import { RadioGroup } from '../../../components/RadioGroup';
import { cn } from '../../../lib/cn';

/** Entities whose account numbers have exactly 10 digits, and whose field stops at 10 (spec 000 §5). */
const TEN_DIGIT_ENTITIES: ReadonlySet<PaymentEntity> = new Set(['addc', 'aadc']);

/** The schema of the form: core's rules for the entity's account number and for the nickname. */
export function linkAccountSchemaOf(entity: PaymentEntity) {
  return z.object({ accountNumber: accountNumberSchema(entity), nickname: nicknameSchema() });
}

type LinkAccountInput = { accountNumber: string; nickname: string };

/** What the form hands over when its rules pass. */
export interface LinkAccountValues {
  readonly accountNumber: string;
  readonly nickname: string | undefined;
  /** The chosen mobile plan (spec 000 §3: 1 prepaid, 3 postpaid) when the form offers plans. */
  readonly mobilePlanType: 1 | 3 | undefined;
}

/** Words of the form, translated by the caller. */
export interface LinkAccountFormLabels {
  readonly accountNumber: ReactNode;
  readonly nickname: ReactNode;
  readonly nicknameHint: ReactNode;
  /** The info alert (where to find the account number). */
  readonly info: ReactNode;
  readonly submit: string;
  readonly submitting: string;
  readonly errorSummaryTitle: ReactNode;
  readonly errorPrefix: string;
  /** Legend of the plan choice, when `plans` are given. */
  readonly plan?: ReactNode;
}

export interface LinkAccountFormProps extends Omit<
  ComponentPropsWithRef<'form'>,
  'onSubmit' | 'children' | 'translate'
> {
  /** The provider's entity: addc and aadc take exactly 10 digits and the field stops at 10. */
  readonly entity: PaymentEntity;
  readonly labels: LinkAccountFormLabels;
  /** Turns core's message keys (`form.error.accountNumberLength`) into words. */
  readonly translate: TranslateMessage;
  /** Mobile plans to choose from (etisalat, du); the first is chosen at first. */
  readonly plans?: readonly { readonly value: 1 | 3; readonly label: ReactNode }[];
  /**
   * Verifies and links (the app's `linkAccount`); answers the server's refusal in words, or nothing
   * when the account was linked. A refusal shows on the account number field and in the summary,
   * which takes focus; everything typed stays.
   */
  readonly onLink: (values: LinkAccountValues) => Promise<string | void> | string | void;
}

/**
 * Link an account (SCREENS.md S5.2, spec 000 §2, §5): account number (digits only; addc and aadc
 * exactly 10, field limit 10), optional nickname (3–30 letters, digits and spaces of any script; no
 * emoji, symbols or colons), the info alert, and "verify and link". Rules are core's, checked on
 * submit; failures and the server's refusal go to the error summary, which takes focus.
 */
export function LinkAccountForm({
  entity,
  labels,
  translate,
  plans,
  onLink,
  className,
  ...props
}: LinkAccountFormProps) {
  const schema = useMemo(() => linkAccountSchemaOf(entity), [entity]);
  const form = usePortalForm({
    schema,
    defaultValues: { accountNumber: '', nickname: '' } satisfies LinkAccountInput,
    translate,
  });
  const [plan, setPlan] = useState(plans?.[0]?.value);
  return (
    <Form
      form={form}
      onSubmit={async (values) => {
        const refusal = await onLink({
          accountNumber: values.accountNumber,
          nickname: values.nickname,
          mobilePlanType: plans ? plan : undefined,
        });
        if (refusal) form.setServerError('accountNumber', refusal);
      }}
      errorSummaryTitle={labels.errorSummaryTitle}
      errorPrefix={labels.errorPrefix}
      className={cn('flex max-w-md min-w-0 flex-col gap-5', className)}
      {...props}
    >
      <Alert tone="info">{labels.info}</Alert>
      {plans && plans.length > 0 ? (
        <RadioGroup
          legend={labels.plan}
          options={plans.map((option) => ({ value: String(option.value), label: option.label }))}
          value={String(plan)}
          onValueChange={(value) => setPlan(Number(value) === 1 ? 1 : 3)}
          required
        />
      ) : null}
      <FormTextField<LinkAccountInput>
        name="accountNumber"
        label={labels.accountNumber}
        required
        inputMode="numeric"
        autoComplete="off"
        maxLength={
          TEN_DIGIT_ENTITIES.has(entity) ? UTILITY_ACCOUNT_NUMBER_LENGTH : MAX_ACCOUNT_NUMBER_LENGTH
        }
      />
      <FormTextField<LinkAccountInput>
        name="nickname"
        label={labels.nickname}
        hint={labels.nicknameHint}
        autoComplete="off"
      />
      <div>
        <Button
          type="submit"
          size="lg"
          loading={form.formState.isSubmitting}
          loadingLabel={labels.submitting}
        >
          {labels.submit}
        </Button>
      </div>
    </Form>
  );
}
