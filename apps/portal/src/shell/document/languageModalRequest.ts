/**
 * A request to open the language dialog, made by an address ending in `langsTranslation` (spec 001
 * §2; SCREENS.md S2.10). The root route removes the suffix from the address and records the request
 * here; the language dialog takes it (once) when it mounts.
 */
let requested = false;

export function requestLanguageModal(): void {
  requested = true;
}

/** Whether the dialog was asked for; reading it clears the request, so it opens once. */
export function takeLanguageModalRequest(): boolean {
  const wasRequested = requested;
  requested = false;
  return wasRequested;
}
