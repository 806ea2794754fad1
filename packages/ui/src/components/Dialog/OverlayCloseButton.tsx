import { X } from 'lucide-react';
import type { ComponentPropsWithRef } from 'react';
import { cn } from '../../lib/cn';
import { useComponentWords } from '../../provider/componentWords';

export interface OverlayCloseButtonProps extends Omit<
  ComponentPropsWithRef<'button'>,
  'children' | 'aria-label'
> {
  /** The button's accessible name, translated ("Close" / "إغلاق"). Default: the `UiProvider`'s word. */
  readonly label?: string | undefined;
}

/**
 * The "×" that closes a dialog or popover: a 44 px target at the inline end of the header. It is a
 * plain button; the overlay wraps it in its Radix `Close` part.
 */
export function OverlayCloseButton({
  label,
  className,
  type = 'button',
  ...props
}: OverlayCloseButtonProps) {
  const words = useComponentWords();
  return (
    <button
      type={type}
      aria-label={label ?? words.close}
      data-slot="overlay-close"
      className={cn(
        'inline-flex size-11 shrink-0 items-center justify-center rounded-pill text-ink-muted',
        'transition-colors hover:bg-surface hover:text-ink',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
        className,
      )}
      {...props}
    >
      <X aria-hidden="true" focusable="false" className="size-5" />
    </button>
  );
}
