import type { SharedStorage } from './sharedStorage';

/**
 * What the idle lock keeps in origin-wide storage, shared by every tab (spec 001 §4 idle timer across
 * tabs; issue row 11 and issue G §2). Timestamps and one count, never a PIN, a name or an address:
 * - `lastResetAt`: the last activity, Continue or fresh start. The deadline is this + 30 min. It
 *   outlives a reload, so a deadline that passed while the page was away still locks (issue G §2).
 *   Removed once the session locks or the user is signed out.
 * - `lockClaimedAt`: a tab sent the lock call at this time; the others wait for its outcome.
 * - `lockedAt`: the server confirmed the lock at this time.
 * - `lockFailures` and `lockRetryAt`: the failed lock calls in a row and when the next automatic one
 *   may go, so the back-off holds across tabs (issue G §2).
 * - `activityReportedAt`: when a tab last reported activity to the server, so the browser reports at
 *   most once a minute however many tabs are open (issue O item 2). It only holds reports back: the
 *   server's own idle deadline does not read the browser's record.
 */
export type IdleLockRecordField =
  | 'lastResetAt'
  | 'lockClaimedAt'
  | 'lockedAt'
  | 'lockFailures'
  | 'lockRetryAt'
  | 'activityReportedAt';

/** Reads and writes the record under `{channelName}.{field}`. */
export interface IdleLockRecord {
  /** The stored number, or `undefined` when absent, unreadable or not finite. */
  read(field: IdleLockRecordField): number | undefined;
  write(field: IdleLockRecordField, value: number): void;
  remove(...fields: IdleLockRecordField[]): void;
}

/**
 * Creates the record over `storage`. Storage that is blocked or full reads as empty (see
 * `browserLocalStorage`); the machine then keeps its own copy and runs as a single tab.
 */
export function idleLockRecord(storage: SharedStorage, channelName: string): IdleLockRecord {
  const key = (field: IdleLockRecordField): string => `${channelName}.${field}`;
  return {
    read(field) {
      const value = Number(storage.get(key(field)) ?? Number.NaN);
      return Number.isFinite(value) ? value : undefined;
    },
    write(field, value) {
      storage.set(key(field), String(value));
    },
    remove(...fields) {
      for (const field of fields) storage.remove(key(field));
    },
  };
}
