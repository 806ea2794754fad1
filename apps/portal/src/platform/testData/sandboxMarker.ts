import { useSyncExternalStore } from 'react';

/**
 * The header every answer of the sandbox carries (`SANDBOX_HEADER` of @portal/sandbox; a test
 * checks the two agree). Written here rather than imported: the app never loads the sandbox at run
 * time, and a real backend does not send it.
 */
export const SANDBOX_MARKER_HEADER = 'x-portal-sandbox';

let fromSandbox = false;
const listeners = new Set<() => void>();

/**
 * Reads one answer's headers (the app clients' `onResponse`): the first answer that carries the
 * marker switches the "test data" tag on for the rest of the page's life.
 */
export function noteAnswer(response: Pick<Response, 'headers'>): void {
  if (fromSandbox || !response.headers.has(SANDBOX_MARKER_HEADER)) return;
  fromSandbox = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether an answer of this page came from the sandbox so far. */
export function answersCameFromSandbox(): boolean {
  return fromSandbox;
}

/** {@link answersCameFromSandbox}, kept current; `false` while prerendering and hydrating. */
export function useAnswersFromSandbox(): boolean {
  return useSyncExternalStore(subscribe, answersCameFromSandbox, () => false);
}

/** Forgets what was seen (tests). */
export function resetSandboxMarker(): void {
  fromSandbox = false;
}
