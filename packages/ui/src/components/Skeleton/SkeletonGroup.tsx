import type { ComponentPropsWithRef } from 'react';
import { cn } from '../../lib/cn';
import { LiveRegion } from '../LiveRegion';
import { useComponentWords } from '../../provider/componentWords';

export interface SkeletonGroupProps extends ComponentPropsWithRef<'div'> {
  /**
   * Translated words said while loading ("Loading payments", "جارٍ تحميل المدفوعات"). Default: the
   * `UiProvider`'s "Loading…".
   */
  readonly label?: string | undefined;
}

/**
 * The loading state of a data area: its `Skeleton`s, hidden from assistive technology, and `label`
 * announced politely instead. The label's region renders before its words, so it is spoken even
 * though the group appears all at once. Deliberately no `aria-busy`: screen readers hold back
 * announcements from inside a busy subtree, which would silence the label.
 */
export function SkeletonGroup({ label, className, children, ...props }: SkeletonGroupProps) {
  const words = useComponentWords();
  return (
    <div data-slot="skeleton-group" className={cn('flex flex-col gap-3', className)} {...props}>
      <LiveRegion>{label ?? words.loading}</LiveRegion>
      <div aria-hidden="true" data-slot="skeleton-group-placeholders" className="contents">
        {children}
      </div>
    </div>
  );
}
