import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** One term and what it is. */
export interface DescriptionListItem {
  /** The name of the fact, translated ("Reference number"). */
  readonly term: ReactNode;
  /** Its value ("ADX-20250611-0042"), already formatted (amounts and dates through core). */
  readonly description: ReactNode;
  /** Stable identity; defaults to the position. */
  readonly key?: string;
}

export interface DescriptionListProps extends Omit<ComponentPropsWithRef<'dl'>, 'children'> {
  readonly items: readonly DescriptionListItem[];
}

/**
 * Facts as term/description pairs (a bill's amount, due date and period; an appointment's channel).
 * Terms sit beside their values in a wide container and above them in a narrow one (under 28rem),
 * so long Arabic or English words never push the page sideways.
 */
export function DescriptionList({ items, className, ...props }: DescriptionListProps) {
  return (
    <dl
      data-slot="description-list"
      // The list is its own size container: pairs lay out by the room the list has, not the viewport.
      className={cn('@container flex min-w-0 flex-col divide-y divide-line text-body', className)}
      {...props}
    >
      {items.map((item, index) => (
        // A <div> around each pair is allowed in <dl> and keeps the pair together on one row.
        <div
          key={item.key ?? index}
          data-slot="description-list-item"
          className="grid gap-x-6 gap-y-0.5 py-3 @md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]"
        >
          <dt className="min-w-0 font-semibold break-words text-ink-muted">{item.term}</dt>
          <dd className="min-w-0 break-words text-ink">{item.description}</dd>
        </div>
      ))}
    </dl>
  );
}
