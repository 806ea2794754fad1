import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentPropsWithRef } from 'react';
import { cn } from '../../lib/cn';

const spinnerVariants = /* @__PURE__ */ cva(
  'inline-block shrink-0 animate-spin motion-reduce:animate-none',
  {
    variants: {
      size: { sm: 'size-4', md: 'size-6', lg: 'size-10' },
    },
    defaultVariants: { size: 'md' },
  },
);

export interface SpinnerProps
  extends Omit<ComponentPropsWithRef<'span'>, 'children'>, VariantProps<typeof spinnerVariants> {
  /**
   * What is loading, translated ("Loading payments"). Given: the spinner is an image with that name
   * (`role="img"`). Omitted: it is decoration, hidden from assistive technology, and whatever shows it
   * must say "loading" some other way (a live region, a busy button's announcement).
   */
  readonly label?: string;
}

/**
 * A turning ring that says "working". It stops turning for people who ask for reduced motion, and
 * takes the colour of the text around it (`currentColor`), so it fits any surface and theme.
 */
export function Spinner({ label, size, className, ...props }: SpinnerProps) {
  const named = label !== undefined && label !== '';
  return (
    <span
      data-slot="spinner"
      role={named ? 'img' : undefined}
      aria-label={named ? label : undefined}
      aria-hidden={named ? undefined : true}
      className={cn(spinnerVariants({ size }), className)}
      {...props}
    >
      <svg
        viewBox="0 0 24 24"
        fill="none"
        className="size-full"
        aria-hidden="true"
        focusable="false"
      >
        <circle
          cx="12"
          cy="12"
          r="9.5"
          stroke="currentColor"
          strokeOpacity="0.25"
          strokeWidth="3"
        />
        <path
          d="M21.5 12a9.5 9.5 0 0 0-9.5-9.5"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
    </span>
  );
}
