import type { StatusBarColor } from '@portal/core';
import { cva } from 'class-variance-authority';
import { CircleCheck } from 'lucide-react';
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

const fillVariants = /* @__PURE__ */ cva('h-full rounded-pill', {
  variants: {
    // The spec's fill hues (spec 000 §9). The words beside the bar carry the meaning.
    tone: {
      neutral: 'bg-status-neutral',
      attention: 'bg-status-attention',
      success: 'bg-status-success',
      danger: 'bg-status-danger',
    },
  },
});

/** 0–100, with anything that is not a finite number read as 0. */
function clampPercentage(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, value));
}

export interface ProgressBarProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** Percentage done, 0–100 (`slaProgressOf` from core). Out-of-range values are clamped. */
  readonly value: number;
  /** The status tone core computed (`statusBarColorOf`): the fill's colour. */
  readonly tone: StatusBarColor;
  /**
   * Visible words above the bar, translated: the status text ("Estimated 12 June 2025", "Delayed").
   * They also name the progress bar, so the bar never speaks by colour alone.
   */
  readonly label: ReactNode;
  /**
   * How the value is spoken (`aria-valuetext`), translated: "60% of the expected time used".
   * Omitted: assistive technology reads the rounded number.
   */
  readonly valueText?: string;
  /**
   * Finished (`showsSuccessMark` from core): a success mark shows before the label. Say "Completed"
   * in `label` too; the mark is decoration.
   */
  readonly completed?: boolean;
}

/**
 * The SLA bar of an application card (spec 000 §4): a track filled from the inline start (from the
 * right in Arabic) in the status tone, with the status in words above it.
 */
export function ProgressBar({
  value,
  tone,
  label,
  valueText,
  completed = false,
  className,
  ...props
}: ProgressBarProps) {
  const labelId = useId();
  const percentage = clampPercentage(value);
  return (
    <div
      data-slot="progress-bar"
      data-tone={tone}
      data-state={completed ? 'complete' : undefined}
      className={cn('flex min-w-0 flex-col gap-1.5', className)}
      {...props}
    >
      <span
        id={labelId}
        data-slot="progress-bar-label"
        className="flex items-start gap-1.5 text-caption break-words text-ink"
      >
        {completed && (
          <CircleCheck
            aria-hidden="true"
            focusable="false"
            data-slot="progress-bar-success-mark"
            className="size-4 shrink-0 text-status-success-line"
          />
        )}
        <span className="min-w-0">{label}</span>
      </span>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(percentage)}
        aria-valuetext={valueText}
        data-slot="progress-bar-track"
        // The track's line keeps the bar's extent visible where the fill is light (non-text contrast).
        className="h-2 w-full overflow-hidden rounded-pill border border-line bg-surface"
      >
        <div
          data-slot="progress-bar-fill"
          className={fillVariants({ tone })}
          // Inline size, so the fill grows from the inline start and mirrors with the direction.
          style={{ inlineSize: `${percentage}%` }}
        />
      </div>
    </div>
  );
}
