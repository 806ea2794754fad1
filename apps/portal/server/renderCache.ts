/** What a render gives the cache: the value, and whether it may be reused. */
export interface Rendered<T> {
  readonly value: T;
  /** False for a page drawn without some of its content (the backend failed): never reused. */
  readonly reusable: boolean;
}

export interface RenderCacheOptions {
  /** How long a page is reused (ms). */
  readonly ttlMs: number;
  /** How many pages are kept at most; the oldest goes first. */
  readonly maxEntries: number;
  /** The clock; tests pass their own. */
  readonly now?: () => number;
}

export interface RenderCache<T> {
  /**
   * The page kept under `key` while it is fresh (`hit`), else the one being rendered for `key`
   * right now (`shared`: a burst of the same search renders once), else `render()`'s (`miss`).
   */
  get(key: string, render: () => Promise<Rendered<T>>): Promise<{ value: T; from: CacheSource }>;
  readonly size: number;
}

export type CacheSource = 'hit' | 'shared' | 'miss';

/**
 * A short shared cache of rendered pages (issue T: say 60 s). The key names the build, the
 * language and the address (`renderedPages.ts`), so a deploy never answers with the old build's
 * page; bounded in entries, so memory stays flat under any mix of queries.
 */
export function createRenderCache<T>(options: RenderCacheOptions): RenderCache<T> {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: T; expiresAt: number }>();
  const inFlight = new Map<string, Promise<Rendered<T>>>();

  const keep = (key: string, value: T) => {
    entries.delete(key);
    entries.set(key, { value, expiresAt: now() + options.ttlMs });
    while (entries.size > options.maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      entries.delete(oldest);
    }
  };

  return {
    async get(key, render) {
      const kept = entries.get(key);
      if (kept && kept.expiresAt > now()) return { value: kept.value, from: 'hit' };
      if (kept) entries.delete(key);
      const running = inFlight.get(key);
      if (running) return { value: (await running).value, from: 'shared' };
      const rendering = render();
      inFlight.set(key, rendering);
      try {
        const rendered = await rendering;
        if (rendered.reusable && options.ttlMs > 0 && options.maxEntries > 0) {
          keep(key, rendered.value);
        }
        return { value: rendered.value, from: 'miss' };
      } finally {
        inFlight.delete(key);
      }
    },
    get size() {
      return entries.size;
    },
  };
}
