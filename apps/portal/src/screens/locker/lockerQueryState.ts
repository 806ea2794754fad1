import { failureTextOf } from '@portal/core/client';
import { type DataState, type LockerT } from '@portal/ui';
import type { UseQueryResult } from '@tanstack/react-query';

/**
 * A locker read as its view's four states (SCREENS.md: loading, error, empty, content): loading
 * while pending; on failure the server's message (else the generic one) with a retry that reads
 * again; otherwise `toData` of the answer (empty is the view's own reading of that data).
 */
export function lockerQueryStateOf<TAnswer, TData>(
  query: UseQueryResult<TAnswer>,
  t: LockerT,
  toData: (answer: TAnswer) => TData,
): DataState<TData> {
  if (query.isPending) return { status: 'loading' };
  if (query.isError) {
    return {
      status: 'error',
      message: failureTextOf(query.error, t('something.wentWrong')),
      onRetry: () => query.refetch(),
    };
  }
  return { status: 'ready', data: toData(query.data) };
}
