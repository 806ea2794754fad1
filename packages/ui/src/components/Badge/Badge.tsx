import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cn } from '../../lib/cn';

const badgeVariants = /* @__PURE__ */ cva(
  [
    'inline-flex min-w-6 items-center justify-center gap-1 rounded-pill border px-2 py-0.5',
    'text-center text-caption font-semibold break-words tabular-nums',
  ],
  {
    variants: {
      tone: {
        // The line keeps the badge's edge visible on the surface colour too (>= 3:1 in both themes).
        neutral: 'border-line bg-surface text-ink',
        brand: 'border-brand bg-brand text-on-brand',
        danger: 'border-badge bg-badge text-on-badge',
      },
    },
    defaultVariants: { tone: 'neutral' },
  },
);

export interface BadgeProps
  extends ComponentPropsWithRef<'span'>, VariantProps<typeof badgeVariants> {
  /** What the badge shows: a short word or a count already formatted (`formatBadgeCount` from core). */
  readonly children: ReactNode;
  /**
   * Translated words assistive technology reads instead of the visible text, when the text alone
   * would not make sense ("3" → "3 unread messages"). The visible text is then hidden from it.
   */
  readonly label?: string;
}

/**
 * A small count or label beside something ("New", "3"). The meaning is always in its words, never in
 * its colour alone: the tone only adds emphasis.
 */
export function Badge({ tone, label, className, children, ...props }: BadgeProps) {
  const named = label !== undefined && label !== '';
  return (
    <span data-slot="badge" className={cn(badgeVariants({ tone }), className)} {...props}>
      {named ? (
        <>
          <span aria-hidden="true">{children}</span>
          <span className="sr-only">{label}</span>
        </>
      ) : (
        children
      )}
    </span>
  );
}
