import type { SessionHint } from '@portal/core';
import { useSyncExternalStore } from 'react';
import { readSessionState, subscribeSessionHint } from '../../platform/session/sessionHint';

function subscribe(onChange: () => void): () => void {
  // The cookie has no change event every browser fires: read it again after each answer of the
  // server (`noteSessionHintChange`, from the app's clients) and when the page comes back into view,
  // where another tab may have signed in or out.
  const onVisible = () => {
    if (document.visibilityState === 'visible') onChange();
  };
  const unsubscribe = subscribeSessionHint(onChange);
  window.addEventListener('focus', onChange);
  window.addEventListener('pageshow', onChange);
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    unsubscribe();
    window.removeEventListener('focus', onChange);
    window.removeEventListener('pageshow', onChange);
    document.removeEventListener('visibilitychange', onVisible);
  };
}

const readState = () => readSessionState();

/**
 * The session as the server's hint says (`visitor`, `normal`, `long`, `locked`), kept up to date: a
 * part drawn from it follows the server when an answer sets or removes the hint. `visitor` (as the
 * HTML was drawn) while React adopts a prerendered page; the boot script's mark hides the visitor's
 * parts until then (`SIGNED_IN_ATTRIBUTE`), so a signed-in reader never sees them.
 */
export function useSessionState(): SessionHint {
  return useSyncExternalStore(subscribe, readState, () => 'visitor');
}

/** Whether the server's hint says someone is signed in (any kind); see {@link useSessionState}. */
export function useSessionHint(): boolean {
  return useSessionState() !== 'visitor';
}
