import { pinChangeFormSchema, type PinChangeField } from '@portal/core';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import {
  Form,
  FormField,
  usePortalForm,
  type FormOutcome,
  type TranslateMessage,
} from '../../../components/Form';
import { TextInput } from '../../../components/TextInput';
import { cn } from '../../../lib/cn';

/** What the form hands over when core's rules pass (the confirmation is only the form's). */
export interface ChangePinFormValues {
  readonly currentPin: string;
  readonly newPin: string;
  readonly confirmPin: string;
}

/** Words of the form, translated by the caller. */
export interface ChangePinFormLabels {
  readonly currentPin: ReactNode;
  readonly newPin: ReactNode;
  readonly newPinHint?: ReactNode;
  readonly confirmPin: ReactNode;
  readonly submit: string;
  readonly submitting: string;
  readonly errorSummaryTitle: ReactNode;
  readonly errorPrefix: string;
  readonly changedHeading: ReactNode;
  readonly changed: ReactNode;
  readonly changeAgain: string;
  readonly failedHeading: ReactNode;
  readonly failed: ReactNode;
}

/**
 * What became of a change: changed, refused (fields in words: a wrong current PIN, the server's
 * slow-down, a new PIN equal to the current; or a message for the whole form), or it failed.
 */
export type ChangePinOutcome = FormOutcome<PinChangeField, { readonly kind: 'changed' }>;

export interface ChangePinFormProps {
  readonly labels: ChangePinFormLabels;
  /** Turns core's message keys (`form.error.newPinSame`, …) into words. */
  readonly translate: TranslateMessage;
  /**
   * Changes the PIN (the app's `changeStayConnectedPin` through a mutation). A refusal goes to the
   * error summary, which takes focus, naming the field; a failure shows an error above the kept form.
   */
  readonly onChangePin: (values: ChangePinFormValues) => Promise<ChangePinOutcome>;
  readonly className?: string;
}

type ChangePinInput = { currentPin: string; newPin: string; confirmPin: string };

const EMPTY: ChangePinInput = { currentPin: '', newPin: '', confirmPin: '' };

/**
 * Changes the Stay Signed-In PIN (SCREENS.md S8.2): the current PIN, a new one and the new one
 * again, each a masked field of 4 digits, checked with core's `pinChangeFormSchema` on submit.
 * Problems and the server's refusal go to the error summary, which takes focus and links to each
 * field. What was typed stays, except a current PIN the server refused, which is cleared as the
 * unlock dialog clears a wrong PIN. Once changed: a success message (focused) and a way to change it
 * again. The PINs live only in the fields: never kept, never logged.
 *
 * Choice: one masked text field per PIN (not the unlock dialog's digit boxes): three PINs of boxes
 * would be twelve boxes in a row, and a single field is what an error summary can link to and focus.
 */
export function ChangePinForm(props: ChangePinFormProps) {
  const [round, setRound] = useState(0);
  const [changed, setChanged] = useState(false);
  const changedRegion = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (changed) changedRegion.current?.focus();
  }, [changed]);
  if (changed) {
    return (
      <div
        ref={changedRegion}
        tabIndex={-1}
        data-slot="change-pin-changed"
        className={cn('flex flex-col gap-4 outline-none', props.className)}
      >
        <Alert tone="success" title={props.labels.changedHeading} announce>
          {props.labels.changed}
        </Alert>
        <div>
          <Button
            variant="secondary"
            onClick={() => {
              setChanged(false);
              setRound(round + 1);
            }}
          >
            {props.labels.changeAgain}
          </Button>
        </div>
      </div>
    );
  }
  return <ChangePinFormRound key={round} {...props} onChanged={() => setChanged(true)} />;
}

function ChangePinFormRound({
  labels,
  translate,
  onChangePin,
  className,
  onChanged,
}: ChangePinFormProps & { readonly onChanged: () => void }) {
  const [schema] = useState(pinChangeFormSchema);
  const form = usePortalForm({ schema, defaultValues: EMPTY, translate });
  const [failed, setFailed] = useState(false);
  const failedAlert = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (failed) failedAlert.current?.focus();
  }, [failed]);

  // Masked, numeric keypad on phones, never offered to a password manager.
  const pinField = () => ({
    type: 'password' as const,
    inputMode: 'numeric' as const,
    autoComplete: 'off',
    dir: 'ltr' as const,
    spellCheck: false,
    className: 'max-w-48',
  });

  return (
    <div data-slot="change-pin-form" className={cn('flex flex-col gap-4', className)}>
      {failed ? (
        <div ref={failedAlert} tabIndex={-1} className="outline-none">
          <Alert tone="error" title={labels.failedHeading} announce>
            {labels.failed}
          </Alert>
        </div>
      ) : null}
      <Form
        form={form}
        onSubmit={async (values) => {
          setFailed(false);
          const outcome = await onChangePin(values);
          if (outcome.kind === 'changed') {
            onChanged();
            return;
          }
          if (outcome.kind === 'failed') {
            setFailed(true);
            return;
          }
          const fieldErrors = Object.entries(outcome.fieldErrors ?? {}) as [
            PinChangeField,
            string,
          ][];
          // A refused current PIN is cleared, as the unlock dialog clears a wrong PIN.
          if (outcome.fieldErrors?.currentPin !== undefined)
            form.setValue('currentPin', '', { shouldDirty: true });
          for (const [field, message] of fieldErrors) form.setServerError(field, message);
          if (outcome.message) form.setServerError('root', outcome.message);
        }}
        errorSummaryTitle={labels.errorSummaryTitle}
        errorPrefix={labels.errorPrefix}
        className="gap-5"
      >
        <FormField<ChangePinInput> name="currentPin" label={labels.currentPin} required>
          {(control) => <TextInput {...control} {...pinField()} />}
        </FormField>
        <FormField<ChangePinInput>
          name="newPin"
          label={labels.newPin}
          hint={labels.newPinHint}
          required
        >
          {(control) => <TextInput {...control} {...pinField()} />}
        </FormField>
        <FormField<ChangePinInput> name="confirmPin" label={labels.confirmPin} required>
          {(control) => <TextInput {...control} {...pinField()} />}
        </FormField>
        <div>
          <Button
            type="submit"
            loading={form.formState.isSubmitting}
            loadingLabel={labels.submitting}
          >
            {labels.submit}
          </Button>
        </div>
      </Form>
    </div>
  );
}
