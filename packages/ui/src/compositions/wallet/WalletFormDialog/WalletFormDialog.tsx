import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Field } from '../../../components/Field';
import { TextInput } from '../../../components/TextInput';
import { fieldErrorOf } from '../fieldErrorOf';
import { RefusalAlert } from '../RefusalAlert';
import { WalletDialogForm } from '../WalletDialogForm';

/** What the form sends: the wallet's name and its low-balance alert threshold (AED). */
export interface WalletFormValues {
  readonly name: string;
  readonly lowBalanceThreshold: number | undefined;
}

export interface WalletFormDialogLabels {
  readonly name: string;
  readonly nameHint: string;
  readonly threshold: string;
  readonly thresholdHint: string;
  readonly optional: string;
  readonly required: string;
  readonly errorPrefix: string;
  /** Validation messages. */
  readonly nameRequired: string;
  readonly nameTooLong: string;
  readonly thresholdInvalid: string;
  readonly save: string;
  readonly saving: string;
  readonly cancel: string;
  readonly close: string;
  /** Tone name read before the server's refusal ("Error"). */
  readonly error: string;
}

export interface WalletFormDialogProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  /** "Create a wallet" or "Edit Family cars". */
  readonly title: ReactNode;
  readonly labels: WalletFormDialogLabels;
  /** The values the form starts with (editing); remount with a new `key` to start again. */
  readonly defaultValues?: Partial<WalletFormValues>;
  /** Called with valid values. */
  readonly onSubmit: (values: WalletFormValues) => void;
  /** The request is under way: the save button shows it and refuses presses. */
  readonly saving?: boolean;
  /** The server's refusal, already words; shown above the buttons. */
  readonly serverError?: string;
}

/** Longest wallet name the server takes (spec 000 §7 createWallet, Assumption in core). */
const NAME_MAX = 30;

interface Errors {
  readonly name?: string;
  readonly threshold?: string;
}

/**
 * Creates or updates a toll wallet (SCREENS.md S6.1): its name and the low-balance alert. Checks the
 * fields on submit (a name of 1–30 characters, an alert of 0 or more) and shows the server's refusal.
 */
export function WalletFormDialog({
  open,
  onOpenChange,
  title,
  labels,
  defaultValues = {},
  onSubmit,
  saving = false,
  serverError,
}: WalletFormDialogProps) {
  const [name, setName] = useState(defaultValues.name ?? '');
  const [threshold, setThreshold] = useState(
    defaultValues.lowBalanceThreshold === undefined
      ? ''
      : String(defaultValues.lowBalanceThreshold),
  );
  const [errors, setErrors] = useState<Errors>({});
  const formRef = useRef<HTMLFormElement>(null);

  // After a refused submit, focus goes to the first field in error (once it shows its error).
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const trimmed = name.trim();
    const amount = threshold.trim() === '' ? undefined : Number(threshold.trim());
    const next: Errors = {
      ...(trimmed === ''
        ? { name: labels.nameRequired }
        : trimmed.length > NAME_MAX
          ? { name: labels.nameTooLong }
          : {}),
      ...(amount !== undefined && (!Number.isFinite(amount) || amount < 0)
        ? { threshold: labels.thresholdInvalid }
        : {}),
    };
    setErrors(next);
    if (next.name || next.threshold) return;
    onSubmit({ name: trimmed, lowBalanceThreshold: amount });
  };

  const errorOf = (message: string | undefined) => fieldErrorOf(message, labels.errorPrefix);

  return (
    <WalletDialogForm
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      closeLabel={labels.close}
      submitLabel={labels.save}
      submittingLabel={labels.saving}
      cancelLabel={labels.cancel}
      submitting={saving}
      onSubmit={submit}
      formRef={formRef}
    >
      <Field
        label={labels.name}
        hint={labels.nameHint}
        required
        requiredMarker={labels.required}
        {...errorOf(errors.name)}
      >
        <TextInput
          name="name"
          value={name}
          onValueChange={setName}
          maxLength={NAME_MAX + 10}
          autoComplete="off"
        />
      </Field>
      <Field
        label={labels.threshold}
        hint={labels.thresholdHint}
        optionalMarker={labels.optional}
        {...errorOf(errors.threshold)}
      >
        <TextInput
          name="lowBalanceThreshold"
          inputMode="decimal"
          value={threshold}
          onValueChange={setThreshold}
        />
      </Field>
      <RefusalAlert refusal={serverError} toneLabel={labels.error} />
    </WalletDialogForm>
  );
}
