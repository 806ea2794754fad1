import { useSyncExternalStore } from 'react';
import { SESSION_HINT_KEY, readSessionHint } from './sessionHint';

function subscribe(onChange: () => void): () => void {
  // Another tab signing in or out changes the shared hint.
  const onStorage = (event: StorageEvent) => {
    if (event.key === SESSION_HINT_KEY || event.key === null) onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

/**
 * The session hint for a part of a prerendered page: `false` (a visitor, as the HTML was drawn)
 * while React adopts the page, then this browser's hint. The boot script's mark hides the visitor's
 * parts until then (`SIGNED_IN_ATTRIBUTE`), so a signed-in reader never sees them.
 */
export function useSessionHint(): boolean {
  return useSyncExternalStore(subscribe, readSessionHint, () => false);
}
