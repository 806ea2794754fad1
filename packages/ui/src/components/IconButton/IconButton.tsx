import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cn } from '../../lib/cn';

export const iconButtonVariants = /* @__PURE__ */ cva(
  [
    'inline-flex shrink-0 items-center justify-center rounded-control transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
    'disabled:cursor-not-allowed disabled:opacity-50',
    '[&_svg]:shrink-0',
  ],
  {
    variants: {
      variant: {
        primary: 'bg-brand text-on-brand hover:bg-brand-hover',
        secondary: 'border-2 border-brand bg-transparent text-brand hover:bg-surface',
        tertiary: 'bg-transparent text-ink hover:bg-surface',
        danger: 'bg-danger text-on-danger hover:bg-danger-hover',
      },
      size: {
        // 32 px: above the 24 px minimum (WCAG 2.5.8), for dense places (a toast's close button).
        sm: 'size-8 [&_svg]:size-4',
        // 44 px: the default, and every primary action (WCAG 2.5.5 enhanced target).
        md: 'size-11 [&_svg]:size-5',
        lg: 'size-12 [&_svg]:size-6',
      },
    },
    defaultVariants: { variant: 'tertiary', size: 'md' },
  },
);

export interface IconButtonProps
  extends
    Omit<ComponentPropsWithRef<'button'>, 'children' | 'aria-label' | 'aria-labelledby'>,
    VariantProps<typeof iconButtonVariants> {
  /**
   * The button's accessible name, translated ("Close", "إغلاق"). Required: an icon has no words, so
   * without it the button would be announced as just "button". Rendered as `aria-label`.
   */
  readonly label: string;
  /** The icon (lucide-react or any SVG); hidden from assistive technology. Directional icons should carry `rtl:-scale-x-100`. */
  readonly icon: ReactNode;
}

/**
 * A button that shows only an icon. Its name comes from `label`, which the type makes mandatory.
 * Deliberately no tooltip: the name is for assistive technology, and an icon that needs a tooltip to
 * be understood by sighted people should be a `Button` with words instead.
 */
export function IconButton({
  label,
  icon,
  variant,
  size,
  className,
  type = 'button',
  ...props
}: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      data-slot="icon-button"
      className={cn(iconButtonVariants({ variant, size }), className)}
      {...props}
    >
      {/* The wrapper hides whatever icon is passed, even one without its own aria-hidden. */}
      <span aria-hidden="true" className="contents">
        {icon}
      </span>
    </button>
  );
}
