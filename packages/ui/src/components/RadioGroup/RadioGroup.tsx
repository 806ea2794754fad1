import { CircleAlert } from 'lucide-react';
import { RadioGroup as RadioGroupPrimitive } from 'radix-ui';
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { BUBBLE_INPUTS_IN_PLACE } from '../../lib/bubbleInputsInPlace';
import { cn } from '../../lib/cn';
import { checkRadioOnArrowKey } from './checkRadioOnArrowKey';

/** One choice of a {@link RadioGroup}. */
export interface RadioGroupOption {
  /** Submitted and reported value; unique within the group. */
  readonly value: string;
  /** Translated visible label; it is also the radio's accessible name. */
  readonly label: ReactNode;
  /** Translated extra explanation under the label, read as the radio's description. */
  readonly hint?: ReactNode;
  /** Shown but not choosable. */
  readonly disabled?: boolean;
}

export interface RadioGroupProps extends Omit<
  ComponentPropsWithRef<typeof RadioGroupPrimitive.Root>,
  'asChild' | 'children' | 'orientation'
> {
  /** Translated question the choices answer; names the group (`aria-labelledby`). */
  readonly legend: ReactNode;
  /** Translated help under the legend, read as the group's description. */
  readonly hint?: ReactNode;
  /**
   * Translated error message. Shown under the legend, read as part of the group's description, and
   * marks the group `aria-invalid`.
   */
  readonly error?: ReactNode;
  /** The choices, in reading order. */
  readonly options: readonly RadioGroupOption[];
  /**
   * Layout only: a column (default) or a wrapping row. Arrow keys work the same in both, as with
   * native radios: up/down and the two horizontal arrows, which follow the reading direction.
   */
  readonly orientation?: 'vertical' | 'horizontal';
}

/**
 * A single choice among a few visible options (Radix RadioGroup): one tab stop, arrow keys move and
 * select, ArrowRight goes to the next option in English and to the previous one in Arabic (Radix
 * reads the direction from `UiProvider`). The legend, hint and error are its own, so it needs no
 * surrounding field.
 */
export function RadioGroup({
  legend,
  hint,
  error,
  options,
  orientation = 'vertical',
  className,
  onKeyDown,
  'aria-describedby': describedByProp,
  ...props
}: RadioGroupProps) {
  const id = useId();
  const legendId = `${id}-legend`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const hasError = error !== undefined && error !== null && error !== false;
  const describedBy = [describedByProp, hint ? hintId : undefined, hasError ? errorId : undefined]
    .filter(Boolean)
    .join(' ');
  return (
    <RadioGroupPrimitive.Root
      data-slot="radio-group"
      data-orientation={orientation}
      aria-labelledby={legendId}
      aria-describedby={describedBy || undefined}
      aria-invalid={hasError || undefined}
      className={cn('flex flex-col gap-2', className)}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        checkRadioOnArrowKey(event);
      }}
      {...props}
    >
      <div
        id={legendId}
        data-slot="radio-group-legend"
        className="text-body font-semibold text-ink"
      >
        {legend}
      </div>
      {hint ? (
        <div id={hintId} data-slot="radio-group-hint" className="text-body text-ink-muted">
          {hint}
        </div>
      ) : null}
      {hasError ? (
        <p
          id={errorId}
          data-slot="radio-group-error"
          className="flex items-start gap-2 text-body font-semibold text-status-danger-text"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <span>{error}</span>
        </p>
      ) : null}
      <div
        data-slot="radio-group-options"
        className={cn(
          'mt-1 flex',
          orientation === 'horizontal' ? 'flex-row flex-wrap gap-x-6 gap-y-3' : 'flex-col gap-3',
        )}
      >
        {options.map((option, index) => {
          const itemId = `${id}-option-${index}`;
          const optionHintId = `${itemId}-hint`;
          return (
            <div
              key={option.value}
              data-slot="radio-group-option"
              // Radix's hidden native radio (in a form) sits over its button: see BUBBLE_INPUTS_IN_PLACE.
              className={cn('relative flex min-w-0 items-start gap-3', BUBBLE_INPUTS_IN_PLACE)}
            >
              <RadioGroupPrimitive.Item
                id={itemId}
                value={option.value}
                disabled={option.disabled}
                aria-describedby={option.hint ? optionHintId : undefined}
                data-slot="radio-group-item"
                className={cn(
                  'flex size-6 shrink-0 items-center justify-center rounded-pill border-2 bg-canvas',
                  'border-ink-muted transition-colors data-[state=checked]:border-brand',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
                  'disabled:cursor-not-allowed disabled:opacity-50',
                  hasError && 'border-status-danger-line',
                )}
              >
                <RadioGroupPrimitive.Indicator className="size-3 rounded-pill bg-brand" />
              </RadioGroupPrimitive.Item>
              <div className="flex min-w-0 flex-col">
                <label
                  htmlFor={itemId}
                  className={cn(
                    'text-body text-ink',
                    option.disabled ? 'cursor-not-allowed opacity-50' : 'cursor-pointer',
                  )}
                >
                  {option.label}
                </label>
                {option.hint ? (
                  <span id={optionHintId} className="text-body text-ink-muted">
                    {option.hint}
                  </span>
                ) : null}
              </div>
            </div>
          );
        })}
      </div>
    </RadioGroupPrimitive.Root>
  );
}
