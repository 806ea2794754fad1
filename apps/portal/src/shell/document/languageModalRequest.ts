/**
 * A request to open the language dialog (SCREENS.md S2.10, S9.2), made by an address ending in
 * `langsTranslation` (spec 001 §2: the root route removes the suffix from the address and records the
 * request here) or by the header's language control. The language dialog's area takes it (once),
 * when it mounts and whenever a new request arrives while it is mounted.
 */
let requested = false;
const listeners = new Set<() => void>();

export function requestLanguageModal(): void {
  requested = true;
  listeners.forEach((listener) => listener());
}

/** Whether the dialog was asked for; reading it clears the request, so it opens once. */
export function takeLanguageModalRequest(): boolean {
  const wasRequested = requested;
  requested = false;
  return wasRequested;
}

/** Calls `listener` on every new request; returns the unsubscribe. */
export function subscribeLanguageModalRequest(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
