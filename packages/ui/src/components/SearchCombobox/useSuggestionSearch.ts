import {
  createSuggestionScheduler,
  NO_SUGGESTION_ANSWER,
  type SuggestionAnswer,
  type SuggestionSearch,
} from '@portal/core';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';

export type { SuggestionAnswer, SuggestionSearch };

export interface SuggestionSearchOptions<T> {
  readonly search: SuggestionSearch<T>;
  readonly debounceMs: number;
  readonly maxSuggestions: number;
  /** Told of each answer that is shown (never of a stale or aborted one). */
  readonly onAnswer?: (answer: SuggestionAnswer<T>) => void;
}

/**
 * Debounced, cancellable suggestion requests: core's `createSuggestionScheduler` (one request per
 * pause in typing, the request in flight aborted at each keystroke, only the newest text ever
 * answered, a failure answering "no suggestions"), holding its answer in React state. The caller's
 * latest options are read when a wait ends, so a re-render never restarts the timing.
 */
export function useSuggestionSearch<T>({
  search,
  debounceMs,
  maxSuggestions,
  onAnswer,
}: SuggestionSearchOptions<T>) {
  const [answer, setAnswer] = useState<SuggestionAnswer<T>>(NO_SUGGESTION_ANSWER);
  const latest = useRef({ search, debounceMs, maxSuggestions, onAnswer });
  useLayoutEffect(() => {
    latest.current = { search, debounceMs, maxSuggestions, onAnswer };
  });
  const [scheduler] = useState(() =>
    createSuggestionScheduler<T>({
      settings: () => latest.current,
      onAnswer: (next) => {
        setAnswer(next);
        latest.current.onAnswer?.(next);
      },
      onReset: () => setAnswer(NO_SUGGESTION_ANSWER),
    }),
  );
  useEffect(() => () => scheduler.cancel(), [scheduler]);

  return {
    answer,
    schedule: scheduler.schedule,
    cancel: scheduler.cancel,
    clear: scheduler.clear,
  };
}
