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
    // Either way: `overflow-y: auto` makes the other axis `auto` too, so content wider than the
    // region (an Arabic phrase the font draws wider, say) scrolls sideways and needs the keyboard.
    const measure = () =>
      setOverflowing(
        element.scrollHeight > element.clientHeight + 1 ||
          element.scrollWidth > element.clientWidth + 1,
      );
    measure();
    // The region resizes with the viewport; its content resizes when the caller's body changes.
    const observer = new ResizeObserver(measure);
    const observeAll = () => {
      observer.observe(element);
      for (const child of Array.from(element.children)) observer.observe(child);
    };
    observeAll();
    // Children the caller adds later are watched too, and a face that arrives after the first
    // measure (the Arabic one) can lengthen the text without resizing any watched box.
    const added = new MutationObserver(() => {
      observeAll();
      measure();
    });
    added.observe(element, { childList: true });
    const fonts = element.ownerDocument.fonts;
    fonts?.addEventListener('loadingdone', measure);
    return () => {
      observer.disconnect();
      added.disconnect();
      fonts?.removeEventListener('loadingdone', measure);
    };
  }, []);
  return [attach, overflowing ? 0 : undefined] as const;
}
