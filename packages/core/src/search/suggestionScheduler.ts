/** Asks for the suggestions of a text; must settle, and may stop early when `signal` aborts. */
export type SuggestionSearch<T> = (
  text: string,
  signal: AbortSignal,
) => Promise<readonly T[]> | readonly T[];

/** An answer to show: the suggestions, and how many there were (`undefined` before any answer). */
export interface SuggestionAnswer<T> {
  readonly suggestions: readonly T[];
  readonly count: number | undefined;
}

/** No answer yet, or the text was emptied. */
export const NO_SUGGESTION_ANSWER: SuggestionAnswer<never> = {
  suggestions: [],
  count: undefined,
};

/** The clock the scheduler waits on; injected so tests and benchmarks run on virtual time. */
export interface SuggestionTimers {
  readonly set: (run: () => void, ms: number) => unknown;
  readonly clear: (handle: unknown) => void;
}

/** What is read when a wait ends: the caller may have passed new values since it began. */
export interface SuggestionSettings<T> {
  readonly search: SuggestionSearch<T>;
  /** How long typing must pause before a request (spec 001 §7: 250 ms). */
  readonly debounceMs: number;
  /** How many suggestions are shown at most (spec 001 §7: 5). */
  readonly maxSuggestions: number;
}

export interface SuggestionSchedulerOptions<T> {
  /** The caller's latest settings, read at each keystroke (the wait) and when the wait ends. */
  readonly settings: () => SuggestionSettings<T>;
  /** Each answer to show; never a stale or aborted one. */
  readonly onAnswer: (answer: SuggestionAnswer<T>) => void;
  /** The text was emptied or cleared: nothing to show, and nothing to announce. */
  readonly onReset?: () => void;
  readonly timers?: SuggestionTimers;
}

export interface SuggestionScheduler {
  /** Searches `text` (trimmed) once typing pauses; a blank text resets instead. */
  schedule(text: string): void;
  /** Forgets the pending wait and aborts the request in flight; the shown answer stays. */
  cancel(): void;
  /** Cancels everything and resets what is shown. */
  clear(): void;
}

const browserTimers: SuggestionTimers = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Search-as-you-type timing (spec 001 §7; SCREENS.md S2.1): at most one request per pause in
 * typing (`debounceMs`), each keystroke aborting the request in flight through its `AbortSignal`,
 * and only the newest text ever answered: an older answer that still arrives is dropped, whatever
 * order the requests settle in. A failed or malformed answer shows "no suggestions" (spec 001 §8:
 * suggestions fail to an empty list). Framework-free: the UI's combobox hook drives it.
 */
export function createSuggestionScheduler<T>(
  options: SuggestionSchedulerOptions<T>,
): SuggestionScheduler {
  const { settings, onAnswer, onReset, timers = browserTimers } = options;
  let timer: unknown;
  let waiting = false;
  let inFlight: AbortController | undefined;

  const cancel = () => {
    if (waiting) timers.clear(timer);
    waiting = false;
    inFlight?.abort();
    inFlight = undefined;
  };

  const request = (query: string) => {
    waiting = false;
    const controller = new AbortController();
    inFlight = controller;
    const { search } = settings();
    const settle = (suggestions: unknown) => {
      if (controller.signal.aborted) return;
      inFlight = undefined;
      const list: readonly T[] = Array.isArray(suggestions) ? suggestions : [];
      const shown = list.slice(0, Math.max(0, settings().maxSuggestions));
      onAnswer({ suggestions: shown, count: shown.length });
    };
    let pending: Promise<unknown>;
    try {
      pending = Promise.resolve(search(query, controller.signal));
    } catch (error) {
      pending = Promise.reject(error);
    }
    pending.then(settle, () => settle([]));
  };

  return {
    schedule(text) {
      cancel();
      const query = typeof text === 'string' ? text.trim() : '';
      if (query === '') {
        onReset?.();
        return;
      }
      waiting = true;
      timer = timers.set(() => request(query), settings().debounceMs);
    },
    cancel,
    clear() {
      cancel();
      onReset?.();
    },
  };
}
