import { checkCustomAmount, type CustomAmountRules } from '@portal/core';
import { useId, useState, type ComponentPropsWithRef, type FormEvent, type ReactNode } from 'react';
import { AmountInput } from '../../../components/AmountInput';
import { Button } from '../../../components/Button';
import { ErrorSummary } from '../../../components/ErrorSummary';
import { Field } from '../../../components/Field';
import { PillGroup } from '../../../components/PillGroup';
import { cn } from '../../../lib/cn';

/** The pill value that opens the custom amount field. */
const CUSTOM = 'custom';

/** Words of the picker, translated by the caller. */
export interface AmountPickerLabels {
  /** Legend of the pills ("Choose an amount"). */
  readonly legend: ReactNode;
  /** The pill and the field label for another amount ("Other amount"). */
  readonly custom: string;
  /** The field's hint with the minimum in it ("The minimum payment amount is AED 10."). */
  readonly minimumHint: ReactNode;
  /** Currency shown by the field ("AED"). */
  readonly currency: string;
  readonly submit: string;
  readonly submitting: string;
  readonly errorSummaryTitle: ReactNode;
  readonly errorPrefix: string;
}

export interface AmountPickerProps extends Omit<
  ComponentPropsWithRef<'form'>,
  'onSubmit' | 'children' | 'translate'
> {
  /** The pills: core's quick amounts for the amount due, or the presets 50/100/200/500, in words. */
  readonly options: readonly { readonly amount: number; readonly label: string }[];
  /** The custom amount's rules (core's `checkCustomAmount`); `min` is the minimum the hint shows. */
  readonly rules: CustomAmountRules;
  readonly labels: AmountPickerLabels;
  /** Turns core's message keys (`form.error.amountMin` with `{ limit }`) into words. */
  readonly translate: (key: string, values?: Record<string, string | number>) => string;
  /** The amount chosen at first; the first pill when absent. */
  readonly defaultAmount?: number;
  /**
   * The button's words for the amount chosen ("Pay AED 281.17"), so the person sees what they are about
   * to pay; `labels.submit` while the typed amount is not one the rules accept. Absent: `labels.submit`.
   */
  readonly submitLabelFor?: (amount: number) => string;
  /**
   * Pays the amount (the app starts the payment); answers a refusal in words, or nothing. While it
   * runs the button is busy and refuses a second press.
   */
  readonly onPay: (amount: number) => Promise<string | void> | string | void;
}

/**
 * The amount picker (SCREENS.md S5.6, S6.2; spec 000 §2, §5, §9): pills of amounts plus "other
 * amount", whose field shows the minimum in its hint. A bad custom amount is refused with the
 * reason (error summary, which takes focus, and the field's message); what was typed stays.
 * Shared by bill payment, prepaid top-up and the toll wallet's top-up.
 */
export function AmountPicker({
  options,
  rules,
  labels,
  translate,
  defaultAmount,
  submitLabelFor,
  onPay,
  className,
  ...props
}: AmountPickerProps) {
  const fieldId = useId();
  const first = defaultAmount ?? options[0]?.amount;
  const [choice, setChoice] = useState(first === undefined ? CUSTOM : String(first));
  const [customText, setCustomText] = useState('');
  const [error, setError] = useState<string>();
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    let amount: number;
    if (choice === CUSTOM) {
      const checked = checkCustomAmount(customText, rules);
      if (!checked.ok) {
        setError(
          translate(
            checked.messageKey,
            checked.limit === undefined ? undefined : { limit: checked.limit },
          ),
        );
        setAttempt((count) => count + 1);
        return;
      }
      amount = checked.amount;
    } else {
      amount = Number(choice);
    }
    setError(undefined);
    setBusy(true);
    try {
      const refusal = await onPay(amount);
      if (refusal) {
        setError(refusal);
        setAttempt((count) => count + 1);
      }
    } finally {
      setBusy(false);
    }
  };

  const customOpen = choice === CUSTOM;
  const typed = customOpen ? checkCustomAmount(customText, rules) : undefined;
  const chosen = typed ? (typed.ok ? typed.amount : undefined) : Number(choice);
  const submitLabel =
    submitLabelFor && chosen !== undefined ? submitLabelFor(chosen) : labels.submit;
  return (
    <form
      data-slot="amount-picker"
      noValidate
      onSubmit={(event) => void submit(event)}
      className={cn('flex max-w-md min-w-0 flex-col gap-5', className)}
      {...props}
    >
      <ErrorSummary
        key={attempt}
        title={labels.errorSummaryTitle}
        errors={error === undefined ? [] : [{ message: error, ...(customOpen ? { fieldId } : {}) }]}
      />
      <PillGroup
        legend={labels.legend}
        options={[
          ...options.map((option) => ({ value: String(option.amount), label: option.label })),
          { value: CUSTOM, label: labels.custom },
        ]}
        value={choice}
        onValueChange={(value) => {
          setChoice(value);
          setError(undefined);
        }}
      />
      {customOpen ? (
        <Field
          label={labels.custom}
          hint={labels.minimumHint}
          controlId={fieldId}
          required
          error={error}
          errorPrefix={labels.errorPrefix}
        >
          <AmountInput
            currency={labels.currency}
            value={customText}
            onValueChange={setCustomText}
            autoComplete="off"
          />
        </Field>
      ) : null}
      <div>
        <Button type="submit" size="lg" loading={busy} loadingLabel={labels.submitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
