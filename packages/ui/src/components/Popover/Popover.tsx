import { Direction, Popover as RadixPopover } from 'radix-ui';
import { useId, type ComponentPropsWithRef, type ReactElement, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { OverlayCloseButton } from '../Dialog/OverlayCloseButton';

export interface PopoverProps extends Omit<
  ComponentPropsWithRef<typeof RadixPopover.Content>,
  'title' | 'children'
> {
  /** Controlled open state; pair with `onOpenChange`. */
  readonly open?: boolean;
  /** Open state of an uncontrolled popover when it first renders. */
  readonly defaultOpen?: boolean;
  /** Called on the trigger, the close button, Escape and a click outside. */
  readonly onOpenChange?: (open: boolean) => void;
  /** One element, usually a `Button`, that opens and closes the popover (`aria-expanded`). */
  readonly trigger: ReactElement;
  /** A heading that names the popover; without it, name it with `aria-label`. */
  readonly title?: ReactNode;
  /** Accessible name of the "×" button, translated ("Close" / "إغلاق"). Default: the `UiProvider`'s word. */
  readonly closeLabel?: string;
  /** What the popover shows: help text, a short form, a few links. */
  readonly children: ReactNode;
}

/**
 * Non-modal content anchored to a button: a short explanation, a filter, a few links. It opens
 * below the trigger aligned to its inline start, flips and shifts to stay inside the viewport, and
 * takes the provider's direction even though it is portalled. Focus moves in on open and back to
 * the trigger on Escape, the "×" or the trigger; a click outside closes it too. Props not listed
 * (`id`, `aria-*`, `side`, `align`, `ref`…) go to the popover element.
 */
export function Popover({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  closeLabel,
  children,
  className,
  sideOffset = 8,
  align = 'start',
  collisionPadding = 8,
  ...props
}: PopoverProps) {
  const dir = Direction.useDirection();
  const titleId = useId();
  const named = title !== undefined;
  return (
    <RadixPopover.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <RadixPopover.Trigger asChild>{trigger}</RadixPopover.Trigger>
      <RadixPopover.Portal>
        <RadixPopover.Content
          dir={dir}
          data-slot="popover"
          aria-labelledby={named ? titleId : undefined}
          sideOffset={sideOffset}
          align={align}
          collisionPadding={collisionPadding}
          className={cn(
            'relative z-50 w-80 rounded-card border border-line bg-surface-raised text-ink',
            'shadow-overlay wrap-anywhere',
            // Never wider or taller than the viewport leaves (320 px phones, 200 % text).
            'max-h-(--radix-popover-content-available-height)',
            'max-w-(--radix-popover-content-available-width) overflow-y-auto',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
            className,
          )}
          {...props}
        >
          {named && (
            <h2 id={titleId} className="ps-4 pe-14 pt-4 text-body font-semibold">
              {title}
            </h2>
          )}
          {/* Under a title the body spans the width, so it starts below the "×" (8 px + 44 px):
              a wide first row (the bell's tabs in Arabic) ran 4 px under the button's corner. */}
          <div
            data-slot="popover-body"
            className={cn('ps-4 pb-4', named ? 'pe-4 pt-3' : 'pe-14 pt-4')}
          >
            {children}
          </div>
          {/* Last in the DOM so focus starts on the content; placed at the top end. */}
          <RadixPopover.Close asChild>
            <OverlayCloseButton label={closeLabel} className="absolute top-2 end-2" />
          </RadixPopover.Close>
        </RadixPopover.Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}
