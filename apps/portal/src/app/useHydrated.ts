import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * `false` while the page is prerendered at build time and while the browser hydrates that HTML,
 * `true` afterwards and on every render of a page that was not prerendered. Parts that depend on
 * this browser (the session, the saved theme) render their neutral form until then, so the markup
 * hydration finds is the markup the prerender wrote (no mismatch, no replaced nodes).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
