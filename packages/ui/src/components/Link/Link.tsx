import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type { ComponentPropsWithRef } from 'react';
import { cn } from '../../lib/cn';

export const linkVariants = /* @__PURE__ */ cva(
  [
    // Underlined in every variant: colour alone must not be what tells a link from text (WCAG 1.4.1).
    'rounded-sm text-brand underline decoration-1 underline-offset-4 hover:decoration-2',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
    'wrap-anywhere',
  ],
  {
    variants: {
      variant: {
        /** Inside a sentence: takes the size of the text around it. */
        inline: '',
        /**
         * On its own line ("View all", "Back to My locker"): a 24 px minimum target (WCAG 2.5.8), which
         * inline links in a sentence are exempt from.
         */
        standalone:
          'inline-flex min-h-6 items-center gap-1 font-semibold [&_svg]:size-4 [&_svg]:shrink-0',
      },
    },
    defaultVariants: { variant: 'inline' },
  },
);

export interface LinkProps extends ComponentPropsWithRef<'a'>, VariantProps<typeof linkVariants> {
  /**
   * Style the single child instead of rendering an `<a>`: pass the router's link
   * (`<Link asChild><RouterLink to="/mylocker">…</RouterLink></Link>`) so navigation stays client-side.
   */
  readonly asChild?: boolean;
}

/**
 * A styled anchor for navigation (never for actions: those are `Button`s). Underlined, in the brand
 * colour, with a visible focus ring; long words break rather than overflow a narrow column.
 */
export function Link({ variant, asChild = false, className, ...props }: LinkProps) {
  const Root = asChild ? Slot.Root : 'a';
  return <Root data-slot="link" className={cn(linkVariants({ variant }), className)} {...props} />;
}
