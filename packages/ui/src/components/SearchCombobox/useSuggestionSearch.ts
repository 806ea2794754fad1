import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** Asks for the suggestions of a text; must settle, and may stop early when `signal` aborts. */
export type SuggestionSearch<T> = (text: string, signal: AbortSignal) => Promise<readonly T[]>;

/** The latest answer: the suggestions shown, and how many there were (`undefined` before any). */
export interface SuggestionAnswer<T> {
  readonly suggestions: readonly T[];
  readonly count: number | undefined;
}

export interface SuggestionSearchOptions<T> {
  readonly search: SuggestionSearch<T>;
  readonly debounceMs: number;
  readonly maxSuggestions: number;
  /** Told of each answer that is shown (never of a stale or aborted one). */
  readonly onAnswer?: (answer: SuggestionAnswer<T>) => void;
}

const NO_ANSWER: SuggestionAnswer<never> = { suggestions: [], count: undefined };

/**
 * Debounced, cancellable suggestion requests. Each keystroke cancels the wait and aborts the request
 * in flight (its `AbortSignal`), so only the newest text can ever be answered: a slower, older
 * answer that still arrives is dropped, whatever order the promises settle in. A failed request
 * answers "no suggestions" (spec 001 §8: suggestions fail to an empty list).
 */
export function useSuggestionSearch<T>({
  search,
  debounceMs,
  maxSuggestions,
  onAnswer,
}: SuggestionSearchOptions<T>) {
  const [answer, setAnswer] = useState<SuggestionAnswer<T>>(NO_ANSWER);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlight = useRef<AbortController | undefined>(undefined);
  // The caller's latest functions, read when the timer fires rather than when it was set.
  const latest = useRef({ search, onAnswer, maxSuggestions });
  useLayoutEffect(() => {
    latest.current = { search, onAnswer, maxSuggestions };
  });

  /** Forgets the pending wait and aborts the request in flight; the shown answer stays. */
  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    inFlight.current?.abort();
    inFlight.current = undefined;
  }, []);

  useEffect(() => cancel, [cancel]);

  const show = useCallback((next: SuggestionAnswer<T>) => {
    setAnswer(next);
    latest.current.onAnswer?.(next);
  }, []);

  /** Cancels everything and clears the shown answer (the text was emptied). */
  const clear = useCallback(() => {
    cancel();
    setAnswer(NO_ANSWER);
  }, [cancel]);

  /** Searches `text` (trimmed) after the debounce; a blank text clears instead. */
  const schedule = useCallback(
    (text: string) => {
      cancel();
      const query = text.trim();
      if (query === '') {
        setAnswer(NO_ANSWER);
        return;
      }
      timer.current = setTimeout(() => {
        timer.current = undefined;
        const request = new AbortController();
        inFlight.current = request;
        const settle = (suggestions: readonly T[]) => {
          if (request.signal.aborted) return;
          inFlight.current = undefined;
          const shown = suggestions.slice(0, latest.current.maxSuggestions);
          show({ suggestions: shown, count: shown.length });
        };
        let pending: Promise<readonly T[]>;
        try {
          pending = Promise.resolve(latest.current.search(query, request.signal));
        } catch (error) {
          pending = Promise.reject(error);
        }
        pending.then(
          (suggestions) => settle(Array.isArray(suggestions) ? suggestions : []),
          () => settle([]),
        );
      }, debounceMs);
    },
    [cancel, debounceMs, show],
  );

  return { answer, schedule, cancel, clear };
}
