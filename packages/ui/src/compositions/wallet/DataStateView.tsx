import type { ReactNode } from 'react';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { SkeletonGroup } from '../../components/Skeleton';
import type { DataState, DataStateLabels } from './dataState';

export interface DataStateViewProps<T> {
  readonly state: DataState<T>;
  readonly labels: DataStateLabels;
  /** Placeholders shaped like the content, shown while loading. */
  readonly skeleton: ReactNode;
  /** Whether the ready data counts as empty. */
  readonly isEmpty: (data: T) => boolean;
  /** The empty sentence and its next step. */
  readonly empty: { readonly message: ReactNode; readonly action?: ReactNode };
  readonly children: (data: T) => ReactNode;
}

/**
 * The four states of a wallet data area (SCREENS.md: loading, empty, error, content), in one place so
 * every wallet composition shows them the same way.
 * @internal
 */
export function DataStateView<T>({
  state,
  labels,
  skeleton,
  isEmpty,
  empty,
  children,
}: DataStateViewProps<T>) {
  if (state.status === 'loading') {
    return <SkeletonGroup label={labels.loading}>{skeleton}</SkeletonGroup>;
  }
  if (state.status === 'error') {
    return (
      <ErrorState
        message={state.message}
        retryLabel={labels.retry}
        retryingLabel={labels.retrying}
        onRetry={state.onRetry}
      />
    );
  }
  if (isEmpty(state.data)) {
    return <EmptyState action={empty.action}>{empty.message}</EmptyState>;
  }
  return <>{children(state.data)}</>;
}
