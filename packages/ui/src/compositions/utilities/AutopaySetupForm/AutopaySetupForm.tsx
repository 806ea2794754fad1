import { autopayDaySchema } from '@portal/core';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Controller, useFormState } from 'react-hook-form';
import * as z from 'zod/mini';
import { Button } from '../../../components/Button';
import { DayOfMonthPicker } from '../../../components/DayOfMonthPicker';
import { Form, usePortalForm, type TranslateMessage } from '../../../components/Form';
import { cn } from '../../../lib/cn';

/** The schema of the form: core's rule for the autopay day (1–31, `form.error.autopayDay`). */
const autopaySetupSchema = z.object({ dayOfMonth: autopayDaySchema() });

type AutopaySetupInput = { dayOfMonth: number | null };

/** What the form hands over when its rule passes. */
export interface AutopaySetupValues {
  /** The chosen day of the month, 1–31. */
  readonly dayOfMonth: number;
}

/** Words of the form, translated by the caller. */
export interface AutopaySetupFormLabels {
  /** Label of the day picker ("Payment day"). */
  readonly day: ReactNode;
  /** Help under the label ("If a month is shorter, we pay on its last day."). */
  readonly dayHint?: ReactNode;
  /** The picker's empty first option ("Choose a day"). */
  readonly placeholder: string;
  readonly submit: string;
  readonly submitting: string;
  readonly errorSummaryTitle: ReactNode;
  readonly errorPrefix: string;
}

export interface AutopaySetupFormProps extends Omit<
  ComponentPropsWithRef<'form'>,
  'onSubmit' | 'children' | 'translate'
> {
  readonly labels: AutopaySetupFormLabels;
  /** Turns core's message keys (`form.error.autopayDay`) into words. */
  readonly translate: TranslateMessage;
  /** Locale of the ordinals (core's `formatDayOrdinal`): `en` "31st", `ar-AE` "الحادي والثلاثون". */
  readonly locale: string;
  /** Wraps each ordinal in the caller's sentence (the catalogue's `autopay.day.option`). */
  readonly optionLabel?: (ordinal: string, day: number) => string;
  /** The day chosen at first (the current schedule's day when changing it); none by default. */
  readonly defaultDay?: number;
  /**
   * Saves the schedule (the app's `saveAutopaySchedule`); answers the server's refusal in words, or
   * nothing when it was saved. A refusal shows in the error summary, which takes focus; the chosen
   * day stays.
   */
  readonly onSave: (values: AutopaySetupValues) => Promise<string | void> | string | void;
}

/**
 * Set up autopay on an account, or change its day (SCREENS.md S5.8, spec 000 §2, §9): the day of the
 * month 1 to 31 with ordinals (`DayOfMonthPicker`), and save. The day is checked with core's rule on
 * submit; a missing day and the server's refusal go to the error summary, which takes focus.
 */
export function AutopaySetupForm({
  labels,
  translate,
  locale,
  optionLabel,
  defaultDay,
  onSave,
  className,
  ...props
}: AutopaySetupFormProps) {
  const form = usePortalForm({
    schema: autopaySetupSchema,
    defaultValues: { dayOfMonth: defaultDay ?? null } satisfies AutopaySetupInput,
    translate,
  });
  const { errors } = useFormState({ control: form.control, name: 'dayOfMonth', exact: true });
  return (
    <Form
      form={form}
      onSubmit={async (values) => {
        const refusal = await onSave({ dayOfMonth: values.dayOfMonth });
        if (refusal) form.setServerError('root', refusal);
      }}
      errorSummaryTitle={labels.errorSummaryTitle}
      errorPrefix={labels.errorPrefix}
      className={cn('flex max-w-md min-w-0 flex-col gap-5', className)}
      {...props}
    >
      <Controller
        control={form.control}
        name="dayOfMonth"
        render={({ field }) => (
          <DayOfMonthPicker
            id={form.fieldIdOf('dayOfMonth')}
            name={field.name}
            ref={field.ref}
            onBlur={field.onBlur}
            value={field.value}
            onValueChange={field.onChange}
            label={labels.day}
            hint={labels.dayHint}
            error={form.messageOf(errors.dayOfMonth)}
            placeholder={labels.placeholder}
            locale={locale}
            required
            {...(optionLabel ? { optionLabel } : {})}
          />
        )}
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
