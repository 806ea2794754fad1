import { PIN_LENGTH } from '@portal/core';
import { CircleAlert } from 'lucide-react';
import { unstable_OneTimePasswordField as OneTimePasswordField } from 'radix-ui';
import {
  useId,
  type ChangeEvent,
  type ComponentPropsWithRef,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { cn } from '../../lib/cn';
import { digitOfKey, pinDigitsOf } from './pinDigits';
import { useComponentWords } from '../../provider/componentWords';

export interface PinInputProps extends Omit<
  ComponentPropsWithRef<'div'>,
  'children' | 'defaultValue' | 'dir' | 'onChange' | 'placeholder'
> {
  /** Translated visible label ("Enter your 4-digit PIN"); names the group of digit boxes. */
  readonly label: ReactNode;
  /**
   * Translated name of one digit box, from its 1-based position and the PIN length, e.g.
   * `(n, of) => \`Digit ${n} of ${of}\`` / `رقم ${n} من ${of}`. Each box needs its own name:
   * default, the `UiProvider`'s words.
   */
  readonly digitLabel?: (position: number, length: number) => string;
  /** Translated help under the label, read as each box's description. */
  readonly hint?: ReactNode;
  /** Translated error ("Wrong PIN…"); read as each box's description and marks them invalid. */
  readonly error?: ReactNode;
  /** Number of digits; the Stay Signed-In PIN's 4 (core's `PIN_LENGTH`) unless told otherwise. */
  readonly length?: number;
  /** Controlled value: Latin digits only (anything else given is dropped). */
  readonly value?: string;
  /** Uncontrolled initial value. */
  readonly defaultValue?: string;
  /** Every change, as Latin digits ("" after a reset). */
  readonly onValueChange?: (value: string) => void;
  /** Called with the PIN once every box holds a digit (again after any later change that keeps it full). */
  readonly onComplete?: (pin: string) => void;
  /**
   * Form field name. Only when given is a hidden input holding the PIN rendered, so a form can
   * submit it; without it the PIN exists only in the boxes and the callbacks.
   */
  readonly name?: string;
  /** Id of the form the hidden input belongs to, when it is not inside it. */
  readonly form?: string;
  readonly disabled?: boolean;
  readonly readOnly?: boolean;
}

/**
 * Sets a box's value as the browser would, so React and Radix see an ordinary `input` event.
 * `inputType` is what Radix reads to tell a cut (clear, stay) from a backspace (clear, move back).
 */
function editBox(input: HTMLInputElement, text: string, inputType: string): void {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setValue?.call(input, text);
  input.dispatchEvent(new InputEvent('input', { bubbles: true, inputType, data: text || null }));
}

/**
 * The Stay Signed-In unlock PIN (spec 001 §4, §5, §9): one masked box per digit (Radix
 * OneTimePasswordField, `type="password"`, `autocomplete="off"`), digits only. Arabic-Indic digits
 * are read as Latin, and pasted or autofilled text loses its spaces ("1 2 3 4", " 1234 ").
 *
 * The boxes run left to right in Arabic too, and the arrow keys move in that visual order: a PIN is
 * a number, and Arabic writes numbers left to right. The label, hint and error follow the page.
 *
 * The PIN is never logged or stored: it lives in the boxes, goes out through `onValueChange` and
 * `onComplete`, and into a hidden form input only when `name` is given.
 */
export function PinInput({
  label,
  digitLabel,
  hint,
  error,
  length = PIN_LENGTH,
  value,
  defaultValue,
  onValueChange,
  onComplete,
  name,
  form,
  disabled,
  readOnly,
  className,
  ...props
}: PinInputProps) {
  const words = useComponentWords();
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const digitId = (index: number) => `${id}-digit-${index}`;
  const hasError = error !== undefined && error !== null && error !== false;
  const describedBy =
    [hint ? hintId : undefined, hasError ? errorId : undefined].filter(Boolean).join(' ') ||
    undefined;

  const reportChange = (next: string) => {
    onValueChange?.(next);
    if (next.length === length) onComplete?.(next);
  };

  // Radix's "none" validation lets us read Arabic-Indic digits; these handlers keep everything else
  // out. Desktop keyboards: a key that is not a digit is refused before Radix sees it, and an
  // Arabic-Indic digit is typed again as its Latin twin.
  //
  // Backspace: Radix moves focus back from an empty box without deleting, and after deleting moves
  // focus to the box before, whose digit the next keystroke then replaces ("12", Backspace twice,
  // "5" gave "5", not "15"). Here one Backspace clears the digit before the caret (the box's own, or
  // the previous box's when this one is empty) and focus stays on the cleared box, where the next
  // digit belongs.
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const input = event.currentTarget;
    if (event.key === 'Backspace') {
      if (input.readOnly || input.disabled) return;
      const previous = input.previousElementSibling;
      const target =
        input.value !== '' ? input : previous instanceof HTMLInputElement ? previous : undefined;
      if (target === undefined) return;
      event.preventDefault();
      target.focus();
      editBox(target, '', 'deleteByCut');
      return;
    }
    if ([...event.key].length !== 1) return;
    const digit = digitOfKey(event.key);
    if (digit === event.key) return;
    event.preventDefault();
    if (digit !== undefined) editBox(input, digit, 'insertText');
  };
  // Touch keyboards report no key: the character arrives in the input event. Rewrite it to Latin
  // before Radix checks it against the box's `pattern`, which refuses whatever is not a digit.
  const normaliseTypedDigit = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const latin = pinDigitsOf(input.value);
    if (latin !== input.value && latin.length === input.value.length) input.value = latin;
  };

  return (
    <OneTimePasswordField.Root
      data-slot="pin-input"
      aria-labelledby={labelId}
      type="password"
      autoComplete="off"
      validationType="none"
      sanitizeValue={pinDigitsOf}
      dir="ltr"
      value={value}
      defaultValue={defaultValue}
      onValueChange={reportChange}
      name={name}
      form={form}
      disabled={disabled}
      readOnly={readOnly}
      className={cn('flex flex-col gap-2', className)}
      {...props}
    >
      <label
        id={labelId}
        htmlFor={digitId(0)}
        data-slot="pin-input-label"
        className="text-body font-semibold text-ink"
      >
        {label}
      </label>
      {hint ? (
        <div id={hintId} data-slot="pin-input-hint" className="text-body text-ink-muted">
          {hint}
        </div>
      ) : null}
      {hasError ? (
        <p
          id={errorId}
          data-slot="pin-input-error"
          className="flex items-start gap-2 text-body font-semibold text-status-danger-text"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <span>{error}</span>
        </p>
      ) : null}
      {/* The outer row keeps the boxes at the inline start; the inner one keeps their order LTR. */}
      <div className="mt-1 flex">
        <div dir="ltr" data-slot="pin-input-digits" className="flex gap-2">
          {Array.from({ length }, (_, index) => (
            <OneTimePasswordField.Input
              key={index}
              index={index}
              id={digitId(index)}
              aria-label={(digitLabel ?? words.pinDigit)(index + 1, length)}
              aria-describedby={describedBy}
              aria-invalid={hasError || undefined}
              inputMode="numeric"
              pattern="[0-9]"
              data-slot="pin-input-digit"
              onKeyDown={handleKeyDown}
              onChange={normaliseTypedDigit}
              className={cn(
                'h-12 w-11 min-w-0 rounded-control border-2 border-ink-muted bg-canvas p-0 text-center',
                'text-title font-semibold text-ink',
                'focus-visible:border-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
                'disabled:cursor-not-allowed disabled:opacity-50',
                hasError && 'border-status-danger-line',
              )}
            />
          ))}
        </div>
      </div>
      {name !== undefined ? <OneTimePasswordField.HiddenInput /> : null}
    </OneTimePasswordField.Root>
  );
}
