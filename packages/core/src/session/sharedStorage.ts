/**
 * Origin-wide storage for the idle deadline, so a tab opened during a warning shows the same countdown
 * (issue row 11). Only a timestamp is ever written; never a PIN (spec 001 §5).
 */

/** The three operations the session needs; failures are the adapter's to swallow. */
export interface SharedStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

function localStorageOrUndefined(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    // Reading `localStorage` itself throws when storage is disabled (Safari private mode, policies).
    return undefined;
  }
}

/**
 * The browser default, on `localStorage`. Storage that is missing, full or blocked behaves as empty:
 * the tab then keeps its own deadline, which is still correct for that tab.
 */
export const browserLocalStorage: SharedStorage = {
  get(key) {
    try {
      return localStorageOrUndefined()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  set(key, value) {
    try {
      localStorageOrUndefined()?.setItem(key, value);
    } catch {
      // Quota exceeded or blocked: the deadline stays per tab, see above.
    }
  },
  remove(key) {
    try {
      localStorageOrUndefined()?.removeItem(key);
    } catch {
      // Same as set.
    }
  },
};
