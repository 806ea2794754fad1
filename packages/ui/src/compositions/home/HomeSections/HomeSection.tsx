import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cn } from '../../../lib/cn';

export interface HomeSectionProps extends Omit<ComponentPropsWithRef<'section'>, 'title'> {
  /** The section's `<h2>`. */
  readonly title: ReactNode;
  /** A link beside the title ("Discover all", "View all services"). */
  readonly action?: ReactNode;
}

/** A titled band of the home page; the title names the region. */
export function HomeSection({
  title,
  action,
  children,
  className,
  id,
  ...props
}: HomeSectionProps) {
  const headingId = `${id ?? 'home-section'}-title`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      data-slot="home-section"
      className={cn('flex min-w-0 flex-col gap-4', className)}
      {...props}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={headingId} className="text-title font-bold break-words text-ink">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
