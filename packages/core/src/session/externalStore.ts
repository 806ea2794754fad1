/**
 * The store contract every session machine follows, so React's `useSyncExternalStore` can sit on top
 * (spec 001 §4 session states; the shape of TanStack Query's `subscribable.ts`).
 */

/** A value that changes over time and says when it did. */
export interface ExternalStore<TSnapshot> {
  /** Calls `listener` after every snapshot change; returns the function that stops it. */
  subscribe(listener: () => void): () => void;
  /** The current snapshot: the same object until the state changes, so `useSyncExternalStore` never loops. */
  getSnapshot(): TSnapshot;
}

/** Start and stop hooks: the environment is wired only while someone is listening. */
export interface StoreLifecycle {
  /** Runs when the first listener subscribes: attach DOM listeners, open channels, start timers. */
  readonly onFirstSubscribe?: () => void;
  /** Runs when the last listener unsubscribes: undo everything `onFirstSubscribe` did. */
  readonly onLastUnsubscribe?: () => void;
}

/** The writable side a machine keeps for itself; `store` is what it hands out. */
export interface SnapshotCell<TSnapshot> {
  readonly store: ExternalStore<TSnapshot>;
  get(): TSnapshot;
  /** Replaces the snapshot and notifies; a no-op when `next` is the current object. */
  set(next: TSnapshot): void;
  /** Whether at least one listener is subscribed (the machine is running). */
  isObserved(): boolean;
}

/**
 * Creates the snapshot holder behind each session store. Spec 001 §4 (session states) through the
 * `ExternalStore` contract: listeners attach on the first subscribe and detach on the last.
 * Unsubscribing twice is harmless, so React Strict Mode's double effects cannot stop a store that
 * someone still listens to.
 */
export function createSnapshotCell<TSnapshot>(
  initial: TSnapshot,
  lifecycle: StoreLifecycle = {},
): SnapshotCell<TSnapshot> {
  let snapshot = initial;
  const listeners = new Set<() => void>();

  const store: ExternalStore<TSnapshot> = {
    subscribe(listener) {
      // A fresh wrapper per call: the same function subscribed twice still needs two unsubscribes.
      const entry = (): void => listener();
      listeners.add(entry);
      if (listeners.size === 1) lifecycle.onFirstSubscribe?.();
      return () => {
        if (!listeners.delete(entry)) return;
        if (listeners.size === 0) lifecycle.onLastUnsubscribe?.();
      };
    },
    getSnapshot: () => snapshot,
  };

  return {
    store,
    get: () => snapshot,
    set(next) {
      if (Object.is(next, snapshot)) return;
      snapshot = next;
      // A copy, so a listener that unsubscribes (or subscribes) while we notify does not skip another.
      for (const listener of [...listeners]) listener();
    },
    isObserved: () => listeners.size > 0,
  };
}
