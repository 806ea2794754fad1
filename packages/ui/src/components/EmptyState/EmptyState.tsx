import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface EmptyStateProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  /** A decorative icon above the words (hidden from assistive technology). */
  readonly icon?: ReactNode;
  /** A short title ("No payments due"). Optional: the sentence alone is often enough. */
  readonly title?: ReactNode;
  /**
   * Make the title a heading of this level, to fit the page's outline (the list it replaces usually
   * sits under an `h1`, so 2). Without it the title is a paragraph.
   */
  readonly headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** The next step: one `Button` or `Link` ("Browse services", "Go to Favourites"). */
  readonly action?: ReactNode;
}

/**
 * What a data area shows when there is nothing in it (SCREENS.md: "empty: a sentence and the next
 * step"). Children are the sentence, translated; `action` is where to go from here.
 */
export function EmptyState({
  icon,
  title,
  headingLevel,
  action,
  className,
  children,
  ...props
}: EmptyStateProps) {
  const Title = headingLevel ? (`h${headingLevel}` as const) : 'p';
  return (
    <div
      data-slot="empty-state"
      className={cn(
        'flex flex-col items-center gap-3 px-4 py-8 text-center text-body wrap-break-word',
        className,
      )}
      {...props}
    >
      {icon !== undefined && (
        <span
          aria-hidden="true"
          data-slot="empty-state-icon"
          className="mb-1 inline-flex size-12 items-center justify-center rounded-pill bg-surface text-ink-muted [&_svg]:block-6 [&_svg]:inline-6"
        >
          {icon}
        </span>
      )}
      {title !== undefined && (
        <Title
          data-slot="empty-state-title"
          className="max-w-full text-title font-semibold text-ink"
        >
          {title}
        </Title>
      )}
      <div data-slot="empty-state-description" className="max-w-prose text-ink-muted">
        {children}
      </div>
      {action !== undefined && (
        <div data-slot="empty-state-action" className="mt-2 max-w-full">
          {action}
        </div>
      )}
    </div>
  );
}
