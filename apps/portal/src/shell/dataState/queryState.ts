import { failureTextOf } from '@portal/core';
import type { DataState } from '@portal/ui';

/**
 * What the helpers read of a query: a TanStack `UseQueryResult` fits, and so does a plain object in
 * a test. `status` is the query's own (`pending`, `error`, `success`); a refetch that fails while
 * data is held is `error` too, and shows as the error.
 */
export interface QueryReading<TAnswer> {
  readonly status: 'pending' | 'error' | 'success';
  readonly data: TAnswer | undefined;
  readonly error: unknown;
  readonly refetch: () => Promise<unknown>;
}

/** The answers of a tuple of queries, in the same order. */
export type AnswersOf<TQueries extends readonly QueryReading<unknown>[]> = {
  readonly [K in keyof TQueries]: TQueries[K] extends QueryReading<infer TAnswer> ? TAnswer : never;
};

export interface QueryStateOptions {
  /**
   * Queries the view also waits for (loading while any of them is pending) but whose failure is
   * not the view's error: `toData` reads their data as optional (`wallets.data ?? []`).
   */
  readonly waitFor?: readonly QueryReading<unknown>[];
}

/**
 * The one way from queries to the `DataState` a data view draws (SCREENS.md: loading, error, empty,
 * content). An error while any query failed: the first failure's text (core's `failureTextOf`: the
 * server's message, else `fallbackMessage`, already in the page's language) and a retry that reads
 * the failed ones again (its promise keeps the retry button busy). Otherwise loading until every
 * query (and every `waitFor` one) has its answer, then ready with `toData` of the answers. Empty is
 * the view's own reading of that data.
 * @example
 * queriesStateOf([cards, wallets], t('something.wentWrong'), (cardList, walletList) => …);
 */
export function queriesStateOf<const TQueries extends readonly QueryReading<unknown>[], TData>(
  queries: TQueries,
  fallbackMessage: string,
  toData: (...answers: AnswersOf<TQueries>) => TData,
  options: QueryStateOptions = {},
): DataState<TData> {
  const failed = queries.filter((query) => query.status === 'error');
  const [first] = failed;
  if (first) {
    return {
      status: 'error',
      message: failureTextOf(first.error, fallbackMessage),
      onRetry: () => Promise.all(failed.map((query) => query.refetch())),
    };
  }
  const waiting = [...queries, ...(options.waitFor ?? [])].some(
    (query) => query.status === 'pending',
  );
  if (waiting) return { status: 'loading' };
  // No query failed and none is pending: every one holds its answer.
  return {
    status: 'ready',
    data: toData(...(queries.map((query) => query.data) as unknown as AnswersOf<TQueries>)),
  };
}

/** One query's `DataState`: {@link queriesStateOf} of that query alone. */
export function queryStateOf<TAnswer, TData>(
  query: QueryReading<TAnswer>,
  fallbackMessage: string,
  toData: (answer: TAnswer) => TData,
  options: QueryStateOptions = {},
): DataState<TData> {
  return queriesStateOf([query], fallbackMessage, toData, options);
}
