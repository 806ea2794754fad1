import { cva } from 'class-variance-authority';
import { Check, CircleAlert } from 'lucide-react';
import { RadioGroup as RadioGroupPrimitive } from 'radix-ui';
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { BUBBLE_INPUTS_IN_PLACE } from '../../lib/bubbleInputsInPlace';
import { cn } from '../../lib/cn';
import { checkRadioOnArrowKey } from '../RadioGroup/checkRadioOnArrowKey';

/** One pill of a {@link PillGroup}. */
export interface PillGroupOption {
  /** Submitted and reported value; unique within the group. */
  readonly value: string;
  /**
   * Visible words of the pill, also its accessible name: an amount formatted by the caller with
   * core's `formatAmount` ("100.00"), with its currency if the screen shows one.
   */
  readonly label: ReactNode;
  /** Shown but not choosable. */
  readonly disabled?: boolean;
}

export interface PillGroupProps extends Omit<
  ComponentPropsWithRef<typeof RadioGroupPrimitive.Root>,
  'asChild' | 'children' | 'orientation'
> {
  /** Translated question the pills answer ("Amount"); names the group (`aria-labelledby`). */
  readonly legend: ReactNode;
  /** Translated help under the legend ("Minimum 10.00"), read as the group's description. */
  readonly hint?: ReactNode;
  /** Translated error message; read as part of the description and marks the group invalid. */
  readonly error?: ReactNode;
  /** The pills, in reading order (they wrap onto more lines when the row is narrow). */
  readonly options: readonly PillGroupOption[];
}

// Selected pills trade inline padding for the check icon (20 px + 4 px gap = 24 px less padding)
// so a pill keeps its width when chosen and the row never reflows under the pointer.
const pillVariants = /* @__PURE__ */ cva([
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-pill border-2 px-6 py-2',
  'border-control-line bg-canvas text-body font-semibold text-ink tabular-nums transition-colors',
  'hover:bg-surface',
  'data-[state=checked]:border-brand data-[state=checked]:bg-info-subtle',
  'data-[state=checked]:ps-2 data-[state=checked]:pe-4',
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
  'disabled:cursor-not-allowed disabled:opacity-50',
]);

/**
 * A single choice shown as pills, for preset amounts (spec 000 §2 recharge amount picker): a Radix
 * RadioGroup, so it is one tab stop, arrow keys move and select (mirrored in Arabic), and a form
 * receives the value. The chosen pill is marked by a check icon and a brand border and tint, never
 * by colour alone. Every pill is at least 44 px tall.
 */
export function PillGroup({
  legend,
  hint,
  error,
  options,
  className,
  onKeyDown,
  'aria-describedby': describedByProp,
  ...props
}: PillGroupProps) {
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
      data-slot="pill-group"
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
      <div id={legendId} data-slot="pill-group-legend" className="text-body font-semibold text-ink">
        {legend}
      </div>
      {hint ? (
        <div id={hintId} data-slot="pill-group-hint" className="text-body text-ink-muted">
          {hint}
        </div>
      ) : null}
      {hasError ? (
        <p
          id={errorId}
          data-slot="pill-group-error"
          className="flex items-start gap-2 text-body font-semibold text-status-danger-text"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <span>{error}</span>
        </p>
      ) : null}
      {/* Inside a form Radix adds a hidden native radio after each pill, absolutely placed and moved
          by -100 % (toward the left in either direction). At the start of an Arabic row that moved
          it past the page's left edge, a horizontal scroll at 320 px: pin them over the row's start. */}
      <div
        data-slot="pill-group-pills"
        className={cn('relative mt-1 flex flex-wrap gap-3', BUBBLE_INPUTS_IN_PLACE)}
      >
        {options.map((option) => (
          <RadioGroupPrimitive.Item
            key={option.value}
            value={option.value}
            disabled={option.disabled}
            data-slot="pill-group-pill"
            className={cn(pillVariants(), hasError && 'border-status-danger-line')}
          >
            <RadioGroupPrimitive.Indicator className="inline-flex">
              <Check aria-hidden="true" className="size-5 shrink-0" strokeWidth={3} />
            </RadioGroupPrimitive.Indicator>
            <span>{option.label}</span>
          </RadioGroupPrimitive.Item>
        ))}
      </div>
    </RadioGroupPrimitive.Root>
  );
}
