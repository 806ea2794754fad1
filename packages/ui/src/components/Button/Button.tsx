import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Spinner } from '../Spinner';
import { useComponentWords } from '../../provider/componentWords';

export const buttonVariants = /* @__PURE__ */ cva(
  [
    'relative inline-flex shrink-0 items-center justify-center gap-2 rounded-control font-semibold',
    'text-center whitespace-normal transition-colors select-none',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
    'disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:cursor-not-allowed',
    '[&_svg]:shrink-0',
  ],
  {
    variants: {
      variant: {
        primary: 'bg-brand text-on-brand hover:bg-brand-hover',
        secondary: 'border-2 border-brand bg-transparent text-brand hover:bg-surface',
        tertiary: 'bg-transparent text-brand underline-offset-4 hover:bg-surface hover:underline',
        danger: 'bg-danger text-on-danger hover:bg-danger-hover',
      },
      size: {
        // 32 px: above the 24 px minimum (WCAG 2.5.8) for dense secondary actions.
        sm: 'min-h-8 px-3 py-1 text-caption [&_svg]:size-4',
        // 44 px: every primary action (WCAG 2.5.5 enhanced target).
        md: 'min-h-11 px-5 py-2 text-body [&_svg]:size-5',
        lg: 'min-h-12 px-6 py-3 text-body [&_svg]:size-5',
      },
      fullWidth: { true: 'w-full', false: '' },
    },
    defaultVariants: { variant: 'primary', size: 'md', fullWidth: false },
  },
);

export interface ButtonProps
  extends ComponentPropsWithRef<'button'>, VariantProps<typeof buttonVariants> {
  /**
   * Busy: the button keeps its width and label (hidden under a spinner), refuses clicks without
   * losing focus (`aria-disabled`, not `disabled`), and `loadingLabel` is announced politely.
   */
  readonly loading?: boolean;
  /**
   * Translated words announced when `loading` turns on ("Paying…"). Default: the `UiProvider`'s
   * "Loading…".
   */
  readonly loadingLabel?: string;
  /** An icon before the label (inline start). Directional icons should carry `rtl:-scale-x-100`. */
  readonly startIcon?: ReactNode;
  /** An icon after the label (inline end). */
  readonly endIcon?: ReactNode;
  /** Render the single child (a link, say) with the button's look instead of a `<button>`. */
  readonly asChild?: boolean;
}

/**
 * The action everything else is built from: primary (one per view), secondary, tertiary (text only)
 * and danger (destroys or signs out). A `<button type="button">` unless told otherwise, so it never
 * submits a form by accident.
 */
export function Button({
  variant,
  size,
  fullWidth,
  loading = false,
  loadingLabel,
  startIcon,
  endIcon,
  asChild = false,
  className,
  children,
  type,
  onClick,
  disabled,
  ...props
}: ButtonProps) {
  const words = useComponentWords();
  const classes = cn(buttonVariants({ variant, size, fullWidth }), className);
  if (asChild) {
    return (
      <Slot.Root data-slot="button" className={classes} {...props}>
        {children}
      </Slot.Root>
    );
  }
  const refuseWhileBusy = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <>
      <button
        type={type ?? 'button'}
        data-slot="button"
        data-loading={loading || undefined}
        aria-disabled={loading || undefined}
        disabled={disabled}
        className={classes}
        onClick={refuseWhileBusy}
        {...props}
      >
        {/* The label stays (transparent, still the name) while busy so the button keeps its size. */}
        <span className={cn('inline-flex items-center gap-2', loading && 'opacity-0')}>
          {startIcon}
          {children}
          {endIcon}
        </span>
        {loading && (
          <span className="absolute inset-0 flex items-center justify-center">
            <Spinner size="sm" />
          </span>
        )}
      </button>
      {/* Present before it speaks: a live region added together with its text is often not read. */}
      <span role="status" className="sr-only">
        {loading ? (loadingLabel ?? words.loading) : ''}
      </span>
    </>
  );
}
