import { useCallback, useState } from 'react';

/**
 * Makes a region that scrolls reachable from the keyboard (WCAG 2.1.1; axe
 * `scrollable-region-focusable`): while its content overflows it gets `tabIndex={0}`, so arrow keys
 * and Page Down scroll it; while everything fits it stays out of the tab order.
 *
 * Returns a callback to pass as the region's `ref`, and the `tabIndex` to give it.
 */
export function useScrollableRegion(): readonly [
  attach: (element: HTMLElement | null) => (() => void) | undefined,
  tabIndex: 0 | undefined,
] {
  const [overflowing, setOverflowing] = useState(false);
  const attach = useCallback((element: HTMLElement | null) => {
    if (!element) return undefined;
    const measure = () => setOverflowing(element.scrollHeight > element.clientHeight + 1);
    measure();
    // The region resizes with the viewport; its content resizes when the caller's body changes.
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    return () => observer.disconnect();
  }, []);
  return [attach, overflowing ? 0 : undefined] as const;
}
