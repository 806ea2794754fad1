/**
 * Page visibility and focus (spec 001 §4 idle timer, §7 refresh; issue row 4: visibility, focus and
 * pageshow re-check the deadline at once).
 */

/** The moments a page may have been away: tab switch, window focus, back-forward cache restore. */
export type PageLifecycleEvent = 'visibilitychange' | 'focus' | 'pageshow';

/** Whether the page is on screen, and a signal when that may have changed. */
export interface PageLifecycle {
  isVisible(): boolean;
  subscribe(listener: (event: PageLifecycleEvent) => void): () => void;
}

/**
 * The browser default: `visibilitychange` on `document`, `focus` and `pageshow` on `window`. Globals are
 * read only when subscribed; without a document (Node, SSR) the page counts as visible and never changes.
 */
export const documentPageLifecycle: PageLifecycle = {
  isVisible: () => typeof document === 'undefined' || document.visibilityState === 'visible',
  subscribe(listener) {
    if (typeof window === 'undefined' || typeof document === 'undefined') return () => {};
    const onVisibility = (): void => listener('visibilitychange');
    const onFocus = (): void => listener('focus');
    const onPageShow = (): void => listener('pageshow');
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('focus', onFocus);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('focus', onFocus);
      window.removeEventListener('pageshow', onPageShow);
    };
  },
};
