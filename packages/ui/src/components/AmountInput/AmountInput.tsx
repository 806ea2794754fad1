import { useId, type ChangeEvent, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { joinIds } from '../Field/joinIds';
import { useFieldControl } from '../Field/useFieldControl';
import { sanitizeAmountText } from './sanitizeAmountText';

export interface AmountInputProps extends Omit<
  ComponentPropsWithRef<'input'>,
  'type' | 'inputMode'
> {
  /** Translated currency shown at the inline start of the field ("AED", "درهم"). */
  readonly currency: string;
  /**
   * Translated limits under the field ("The minimum payment amount is AED 10."), from the caller's
   * min / max / step rules; describes the input.
   */
  readonly limitsText?: ReactNode;
  /** Called with the kept text on every change (after `onChange`). */
  readonly onValueChange?: (value: string) => void;
}

/**
 * An amount field: the decimal keypad on phones (`inputMode="decimal"`), the currency as an
 * adornment at the inline start in both directions, and only digits with one decimal separator
 * kept as the person types or pastes (see `sanitizeAmountText`). Otherwise it keeps what was typed:
 * no rounding, padding or clearing, on blur or after a failed submit; checking the amount against
 * the rules (core's `checkCustomAmount`) is the form's job. Controlled or uncontrolled, and works
 * with react-hook-form's `register` (its `onChange` reads the kept text).
 */
export function AmountInput({
  currency,
  limitsText,
  className,
  onChange,
  onValueChange,
  ...props
}: AmountInputProps) {
  const generatedId = useId();
  const currencyId = `${generatedId}currency`;
  const limitsId = `${generatedId}limits`;
  const control = useFieldControl({
    ...props,
    'aria-describedby': joinIds(
      currencyId,
      props['aria-describedby'],
      limitsText !== undefined && limitsId,
    ),
  });

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const typed = event.nativeEvent as Partial<InputEvent>;
    const options = { commaIsDecimal: typed.inputType === 'insertText' && typed.data === ',' };
    const text = input.value;
    const kept = sanitizeAmountText(text, options);
    if (kept !== text) {
      // The caret stays after the same kept character it followed.
      const caret = sanitizeAmountText(
        text.slice(0, input.selectionStart ?? text.length),
        options,
      ).length;
      input.value = kept;
      input.setSelectionRange(caret, caret);
    }
    onChange?.(event);
    onValueChange?.(kept);
  };

  return (
    <div
      data-slot="amount-input"
      className={cn('flex min-w-0 flex-col gap-1.5 wrap-break-word', className)}
    >
      <div
        className={cn(
          'flex min-h-11 w-full min-w-0 items-stretch overflow-hidden rounded-control border-2 border-ink-muted bg-canvas',
          'focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-focus',
          'has-[input[aria-invalid=true]]:border-status-danger-line',
          'has-[input:disabled]:cursor-not-allowed has-[input:disabled]:opacity-50',
        )}
      >
        <span
          id={currencyId}
          data-slot="amount-input-currency"
          className="flex shrink-0 items-center border-e-2 border-ink-muted bg-surface px-3 font-semibold text-ink"
        >
          {currency}
        </span>
        <input
          type="text"
          inputMode="decimal"
          autoComplete="off"
          data-slot="amount-input-field"
          className="min-w-0 flex-1 bg-transparent px-3 py-2 text-body text-ink outline-none placeholder:text-ink-muted disabled:cursor-not-allowed"
          {...props}
          {...control}
          onChange={handleChange}
        />
      </div>
      {limitsText !== undefined && (
        <div id={limitsId} data-slot="amount-input-limits" className="text-ink-muted">
          {limitsText}
        </div>
      )}
    </div>
  );
}
