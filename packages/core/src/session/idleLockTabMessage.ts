/**
 * What one tab tells the others about the idle lock (issue row 11). Only an event type and a
 * timestamp, never a PIN, a user name or an address.
 */
export type IdleLockTabMessage =
  /** The user was active at `at` (while 5 minutes or more remained). */
  | { readonly type: 'activity'; readonly at: number }
  /** The user chose Continue (or closed the warning) at `at`. */
  | { readonly type: 'continue'; readonly at: number }
  /** This tab sent the lock call at `at`; others wait for its outcome instead of sending their own. */
  | { readonly type: 'locking'; readonly at: number }
  /** The lock call failed; others re-read the shared record (deadline and back-off). */
  | { readonly type: 'lockFailed'; readonly at: number }
  /** The server locked the session; every tab goes to the locked settings page. */
  | { readonly type: 'locked'; readonly at: number }
  /** The session has ended (a 401 answer, or the user signed out); every tab goes to sign-in. */
  | { readonly type: 'signedOut'; readonly at: number };

const TYPES = new Set<string>([
  'activity',
  'continue',
  'locking',
  'lockFailed',
  'locked',
  'signedOut',
]);

/**
 * Reads a message from another tab (spec 001 §4 idle timer across tabs). Anything else on the
 * channel, including messages of an older or newer portal version, is ignored rather than trusted;
 * extra fields are dropped.
 */
export function parseIdleLockTabMessage(data: unknown): IdleLockTabMessage | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { type, at } = data as { type?: unknown; at?: unknown };
  if (typeof type !== 'string' || !TYPES.has(type)) return undefined;
  if (typeof at !== 'number' || !Number.isFinite(at)) return undefined;
  return { type: type as IdleLockTabMessage['type'], at };
}
