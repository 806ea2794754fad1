import type { ComponentPropsWithRef } from 'react';
import { cn } from '../../lib/cn';
import { useLiveRegionReady } from './useLiveRegionReady';

export interface LiveRegionProps extends Omit<ComponentPropsWithRef<'div'>, 'role'> {
  /**
   * `polite` (default, `role="status"`): spoken when the reader pauses. `assertive`
   * (`role="alert"`): interrupts; keep it for a failure of what the person just did.
   */
  readonly politeness?: 'polite' | 'assertive';
  /** Show the words instead of hiding them visually (they are spoken either way). */
  readonly visible?: boolean;
}

/**
 * Words for screen readers, announced whenever they change: "3 results", "Saved", "Loading
 * payments". Keep the region mounted and change its children; it is visually hidden unless
 * `visible`.
 *
 * It exists in the page before it speaks: even when it mounts already holding words, it renders
 * empty first and fills in a frame later, because a region inserted together with its text is often
 * not read. To say the same words twice, clear them (`''`) and set them again.
 */
export function LiveRegion({
  politeness = 'polite',
  visible = false,
  className,
  children,
  ...props
}: LiveRegionProps) {
  const ready = useLiveRegionReady();
  return (
    <div
      data-slot="live-region"
      role={politeness === 'assertive' ? 'alert' : 'status'}
      aria-live={politeness}
      aria-atomic="true"
      className={cn(!visible && 'sr-only', className)}
      {...props}
    >
      {ready ? children : null}
    </div>
  );
}
