import { validateCardNumber } from '@portal/core';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { ErrorSummary } from '../../../components/ErrorSummary';
import { Field } from '../../../components/Field';
import { Select } from '../../../components/Select';
import type { WalletChoice } from '../RechargeableCardList/RechargeableCardList';
import { fieldErrorOf } from '../fieldErrorOf';
import { RequiredTextField } from '../RequiredTextField';
import { WalletDialogForm } from '../WalletDialogForm';

/** What the form sends: the card number as digits (core's rule cleaned it) and its wallet. */
export interface AddCardValues {
  readonly cardNumber: string;
  readonly walletId: string;
}

export interface AddCardDialogLabels {
  readonly cardNumber: string;
  readonly cardNumberHint: string;
  readonly wallet: string;
  readonly required: string;
  readonly errorPrefix: string;
  /** The error summary's title ("There is a problem"). */
  readonly errorSummary: string;
  /** Validation messages. */
  readonly cardNumberRequired: string;
  readonly cardNumberInvalid: string;
  readonly walletRequired: string;
  readonly save: string;
  readonly saving: string;
  readonly cancel: string;
  readonly close: string;
}

export interface AddCardDialogProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  /** "Add a rechargeable card". */
  readonly title: ReactNode;
  readonly labels: AddCardDialogLabels;
  /** The wallets the card can top up. */
  readonly wallets: readonly WalletChoice[];
  /** The wallet chosen at first (the only one, say); remount with a new `key` to start again. */
  readonly defaultWalletId?: string;
  /** Called with valid values. */
  readonly onSubmit: (values: AddCardValues) => void;
  /** The request is under way: the save button shows it and refuses presses. */
  readonly saving?: boolean;
  /** The server's refusal, already words; shown in the error summary, which takes focus. */
  readonly serverError?: string;
}

type FieldName = 'cardNumber' | 'wallet';

/**
 * Adds a rechargeable card to a wallet (SCREENS.md S6.4, spec 000 §7 addCard). The number is checked
 * by core's `validateCardNumber` on submit (6–20 digits; spaces and Arabic digits accepted). Problems,
 * and the server's refusal, are listed in an error summary that takes focus; what was typed stays.
 */
export function AddCardDialog({
  open,
  onOpenChange,
  title,
  labels,
  wallets,
  defaultWalletId,
  onSubmit,
  saving = false,
  serverError,
}: AddCardDialogProps) {
  const idPrefix = useId();
  const ids = {
    cardNumber: `${idPrefix}card-number`,
    wallet: `${idPrefix}wallet`,
  } satisfies Record<FieldName, string>;
  const [cardNumber, setCardNumber] = useState('');
  const [walletId, setWalletId] = useState(defaultWalletId ?? '');
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [attempt, setAttempt] = useState(0);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const number = validateCardNumber(cardNumber);
    const next: Partial<Record<FieldName, string>> = {
      ...(number.ok
        ? {}
        : {
            cardNumber:
              number.messageKey === 'form.error.required'
                ? labels.cardNumberRequired
                : labels.cardNumberInvalid,
          }),
      ...(walletId === '' ? { wallet: labels.walletRequired } : {}),
    };
    setErrors(next);
    setAttempt((count) => count + 1);
    if (!number.ok || next.wallet) return;
    onSubmit({ cardNumber: number.value, walletId });
  };

  const summary = (Object.keys(ids) as FieldName[])
    .filter((name) => errors[name])
    .map((name) => ({ fieldId: ids[name], message: errors[name] }));

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
    >
      {/* A new key per refused attempt (or refusal from the server): the summary appears again
            and takes focus again, so the person hears what to fix each time. */}
      <ErrorSummary
        key={`${attempt}:${serverError ?? ''}`}
        title={labels.errorSummary}
        errors={summary}
        {...(serverError && summary.length === 0 ? { description: serverError } : {})}
        headingLevel={3}
        focusOnMount
      />
      <RequiredTextField
        label={labels.cardNumber}
        hint={labels.cardNumberHint}
        requiredMarker={labels.required}
        controlId={ids.cardNumber}
        error={errors.cardNumber}
        errorPrefix={labels.errorPrefix}
        name="cardNumber"
        inputMode="numeric"
        autoComplete="off"
        value={cardNumber}
        onValueChange={setCardNumber}
        maxLength={40}
      />
      <Field
        label={labels.wallet}
        required
        requiredMarker={labels.required}
        controlId={ids.wallet}
        {...fieldErrorOf(errors.wallet, labels.errorPrefix)}
      >
        <Select
          name="walletId"
          value={walletId}
          placeholder={labels.walletRequired}
          onValueChange={setWalletId}
        >
          {wallets.map((wallet) => (
            <option key={wallet.id} value={wallet.id}>
              {wallet.name}
            </option>
          ))}
        </Select>
      </Field>
    </WalletDialogForm>
  );
}
