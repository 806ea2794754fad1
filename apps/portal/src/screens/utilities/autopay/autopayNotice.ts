/**
 * The outcome a page leaves for the next one ("Autopay for Beach flat is active…" after saving, shown
 * on manage autopay). Kept in memory only: a reload shows the saved state from the sandbox, never an
 * old message.
 */
let pending: string | undefined;

/** Leaves a success message for the next autopay page to show. */
export function leaveAutopayNotice(message: string): void {
  pending = message;
}

/** The message left for this page, once; later calls give nothing. */
export function takeAutopayNotice(): string | undefined {
  const message = pending;
  pending = undefined;
  return message;
}
