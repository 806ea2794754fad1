import { AUTOPAY_DAYS, formatDayOrdinal } from '@portal/core';
import { ChevronDown, CircleAlert } from 'lucide-react';
import {
  useId,
  useState,
  type ChangeEvent,
  type ComponentPropsWithRef,
  type ReactNode,
} from 'react';
import { cn } from '../../lib/cn';

export interface DayOfMonthPickerProps extends Omit<
  ComponentPropsWithRef<'select'>,
  'value' | 'defaultValue' | 'onChange' | 'children' | 'multiple' | 'size'
> {
  /** Translated label ("Payment day"). */
  readonly label: ReactNode;
  /** Translated help under the label, read as the select's description. */
  readonly hint?: ReactNode;
  /** Translated error; read as part of the description and marks the select invalid. */
  readonly error?: ReactNode;
  /**
   * Locale of the ordinals, from core's `formatDayOrdinal`: `en` "1st" … "31st", `ar-AE` "الأول" …
   * "الحادي والثلاثون"; other locales get the plain number.
   */
  readonly locale: string;
  /**
   * Wraps each ordinal in the caller's sentence, e.g. the catalogue's `autopay.day.option`:
   * `(ordinal) => \`The ${ordinal} of every month\``. Without it the option is the bare ordinal.
   */
  readonly optionLabel?: (ordinal: string, day: number) => string;
  /**
   * Translated words of the empty first option ("Choose a day"), shown while no day is chosen (it
   * cannot be chosen back). Without it, an unchosen select shows an empty first option.
   */
  readonly placeholder?: string;
  /** Controlled day, 1–31; `null` for none chosen (shows the placeholder). */
  readonly value?: number | null;
  /** Uncontrolled initial day. */
  readonly defaultValue?: number | null;
  /** The chosen day, 1–31 (never called with the placeholder). */
  readonly onValueChange?: (day: number) => void;
  /** Also receives the native change event, after `onValueChange`. */
  readonly onChange?: (event: ChangeEvent<HTMLSelectElement>) => void;
}

/**
 * The autopay day of the month, 1 to 31 with ordinals (spec 000 §2, §9). A native `<select>`: one
 * tab stop, the platform's own keyboard (arrows, Home/End, type-ahead) and mobile picker, and the
 * screen reader's familiar "combo box, 5th, 5 of 31", at any width. A 31-button grid would need a
 * custom 2D keyboard and take five rows on a phone for the same choice.
 *
 * Props other than those below go to the `<select>` itself (`id`, `name`, `required`, `ref`…), so
 * an error summary can link to it. Which day applies in a shorter month is core's
 * `effectiveAutopayDay`.
 */
export function DayOfMonthPicker({
  label,
  hint,
  error,
  locale,
  optionLabel,
  placeholder,
  value,
  defaultValue,
  onValueChange,
  onChange,
  id: idProp,
  className,
  'aria-describedby': describedByProp,
  ...props
}: DayOfMonthPickerProps) {
  const autoId = useId();
  const selectId = idProp ?? `${autoId}-select`;
  const hintId = `${autoId}-hint`;
  const errorId = `${autoId}-error`;
  const hasError = error !== undefined && error !== null && error !== false;
  const describedBy = [describedByProp, hint ? hintId : undefined, hasError ? errorId : undefined]
    .filter(Boolean)
    .join(' ');

  // Controlled like Radix: a given `value` wins, otherwise the component keeps the choice.
  const [uncontrolledDay, setUncontrolledDay] = useState(defaultValue ?? null);
  const isControlled = value !== undefined;
  const day = isControlled ? value : uncontrolledDay;

  const handleChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const chosen = Number(event.currentTarget.value);
    if (Number.isInteger(chosen) && chosen >= 1 && chosen <= 31) {
      if (!isControlled) setUncontrolledDay(chosen);
      onValueChange?.(chosen);
    }
    onChange?.(event);
  };

  return (
    <div data-slot="day-of-month-picker" className={cn('flex flex-col gap-2', className)}>
      <label
        htmlFor={selectId}
        data-slot="day-of-month-picker-label"
        className="text-body font-semibold text-ink"
      >
        {label}
      </label>
      {hint ? (
        <div id={hintId} data-slot="day-of-month-picker-hint" className="text-body text-ink-muted">
          {hint}
        </div>
      ) : null}
      {hasError ? (
        <p
          id={errorId}
          data-slot="day-of-month-picker-error"
          className="flex items-start gap-2 text-body font-semibold text-status-danger-text"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <span>{error}</span>
        </p>
      ) : null}
      <div className="relative w-full max-w-sm">
        <select
          id={selectId}
          aria-describedby={describedBy || undefined}
          aria-invalid={hasError || undefined}
          value={day === null ? '' : String(day)}
          onChange={handleChange}
          data-slot="day-of-month-picker-select"
          className={cn(
            'min-h-11 w-full max-w-full min-w-0 appearance-none rounded-control border-2 border-ink-muted',
            'bg-canvas py-2 ps-3 pe-10 text-body text-ink',
            'focus-visible:border-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
            'disabled:cursor-not-allowed disabled:opacity-50',
            hasError && 'border-status-danger-line',
          )}
          {...props}
        >
          {day === null || placeholder !== undefined ? (
            <option value="" disabled>
              {placeholder ?? ''}
            </option>
          ) : null}
          {AUTOPAY_DAYS.map((optionDay) => {
            const ordinal = formatDayOrdinal(optionDay, locale);
            return (
              <option key={optionDay} value={optionDay}>
                {optionLabel ? optionLabel(ordinal, optionDay) : ordinal}
              </option>
            );
          })}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute end-3 top-1/2 size-5 -translate-y-1/2 text-ink"
        />
      </div>
    </div>
  );
}
