import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentPropsWithRef } from 'react';
import { cn } from '../../lib/cn';

const buttonGroupItemsVariants = /* @__PURE__ */ cva('flex gap-3', {
  variants: {
    orientation: {
      // Stacked, full-width buttons while the group's own box is narrower than 24rem (384 px), a row
      // above it. A container query, not a media query: a group in a 420 px dialog or a side column
      // stacks even on a wide screen.
      responsive: 'flex-col *:w-full @sm:flex-row @sm:flex-wrap @sm:*:w-auto',
      horizontal: 'flex-row flex-wrap',
      // Dialogs (sign-out, lock warning) always stack, whatever the width.
      vertical: 'flex-col *:w-full',
    },
    align: {
      start: 'justify-start',
      end: 'justify-end',
    },
  },
  defaultVariants: { orientation: 'responsive', align: 'start' },
});

export interface ButtonGroupProps
  extends ComponentPropsWithRef<'div'>, VariantProps<typeof buttonGroupItemsVariants> {}

/**
 * Lays out related `Button`s (and links styled as buttons) with an even gap. Responsive by default:
 * stacked at full width when its container is narrow, in a row when there is room; `vertical` always
 * stacks (dialogs), `horizontal` never does. Order in the DOM is the reading and tab order in both
 * directions; put the primary action where the screen's design wants it, once.
 *
 * No role by default: give `role="group"` and an `aria-label` when the buttons need a shared name.
 */
export function ButtonGroup({
  orientation,
  align,
  className,
  children,
  ...props
}: ButtonGroupProps) {
  return (
    <div data-slot="button-group" className={cn('@container', className)} {...props}>
      <div
        data-slot="button-group-items"
        className={buttonGroupItemsVariants({ orientation, align })}
      >
        {children}
      </div>
    </div>
  );
}
