import { AArrowDown, AArrowUp, RotateCcw } from 'lucide-react';
import type { ComponentPropsWithRef } from 'react';
import { cn } from '../../../lib/cn';

/** What the text-size control asks for; the caller applies it (core's `changeTextSize`). */
export type TextSizeRequest = 'decrease' | 'reset' | 'increase';

export interface TextSizeControlLabels {
  /** The group's name ("Text size"; the CMS's FontSizeLabel when it has one). */
  readonly label: string;
  readonly decrease: string;
  readonly reset: string;
  readonly increase: string;
}

export interface TextSizeControlProps extends Omit<ComponentPropsWithRef<'div'>, 'onChange'> {
  readonly labels: TextSizeControlLabels;
  /** Whether the text can still shrink / grow: at either end its button is disabled. */
  readonly canDecrease: boolean;
  readonly canIncrease: boolean;
  /** Whether the size is the browser's own: reset is disabled then. */
  readonly isDefault: boolean;
  readonly onRequest: (request: TextSizeRequest) => void;
}

const buttonClass =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-control border border-control-line bg-canvas px-2 text-ink hover:bg-surface disabled:cursor-not-allowed disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus [&_svg]:size-5';

/**
 * Decrease / reset / increase text size (SCREENS.md S1.5). Controlled: the caller keeps the size
 * (localStorage) and applies it to the page; this only asks.
 */
export function TextSizeControl({
  labels,
  canDecrease,
  canIncrease,
  isDefault,
  onRequest,
  className,
  ...props
}: TextSizeControlProps) {
  return (
    <div
      role="group"
      aria-label={labels.label}
      data-slot="text-size-control"
      className={cn('flex flex-wrap items-center gap-2', className)}
      {...props}
    >
      <span aria-hidden="true" className="text-body font-semibold text-ink">
        {labels.label}
      </span>
      <button
        type="button"
        className={buttonClass}
        aria-label={labels.decrease}
        disabled={!canDecrease}
        onClick={() => onRequest('decrease')}
      >
        <AArrowDown aria-hidden="true" />
      </button>
      <button
        type="button"
        className={buttonClass}
        aria-label={labels.reset}
        disabled={isDefault}
        onClick={() => onRequest('reset')}
      >
        <RotateCcw aria-hidden="true" />
      </button>
      <button
        type="button"
        className={buttonClass}
        aria-label={labels.increase}
        disabled={!canIncrease}
        onClick={() => onRequest('increase')}
      >
        <AArrowUp aria-hidden="true" />
      </button>
    </div>
  );
}
