/**
 * The part of Web Storage the client caches use. Injected (spec 001 §9: footer data in session
 * storage; §3: the language list "cached locally"), so Node, tests and private browsing all work.
 */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/**
 * Reads a cached JSON value; `undefined` when absent, unreadable or the storage throws (Safari's private
 * mode and a full quota both throw).
 * @internal
 */
export function readCached(storage: KeyValueStorage | undefined, key: string): unknown {
  if (!storage) return undefined;
  try {
    const text = storage.getItem(key);
    return text === null ? undefined : (JSON.parse(text) as unknown);
  } catch {
    return undefined;
  }
}

/**
 * Writes a JSON value; a storage that refuses is ignored, since a cache is only an optimisation.
 * @internal
 */
export function writeCached(
  storage: KeyValueStorage | undefined,
  key: string,
  value: unknown,
): void {
  if (!storage) return;
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    // Full or disabled storage: the next load simply fetches again.
  }
}
