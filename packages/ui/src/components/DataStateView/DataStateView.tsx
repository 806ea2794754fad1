import type { ReactNode } from 'react';
import { EmptyState } from '../EmptyState';
import { ErrorState } from '../ErrorState';
import { SkeletonGroup } from '../Skeleton';

/**
 * What a data area holds (SCREENS.md: loading, empty, error, content): still loading, failed (with
 * the message to show and a retry), or ready with its data. Empty is a `ready` state whose data has
 * nothing to show; each view decides what "nothing" is. The app maps its query to this.
 */
export type DataState<T> =
  | { readonly status: 'loading' }
  | {
      readonly status: 'error';
      /** The server's message when it sent one, else the caller's generic one; translated. */
      readonly message: string;
      /** Load again; a returned promise keeps the retry button busy until it settles. */
      readonly onRetry: () => void | Promise<unknown>;
    }
  | { readonly status: 'ready'; readonly data: T };

/**
 * The words every data area needs for its loading and error states, translated by the caller. Each
 * one left out is the `UiProvider`'s ("Loading…", "Try again", "Trying again…"); say what loads
 * where it helps ("Loading wallets").
 */
export interface DataStateLabels {
  /** Announced while loading ("Loading wallets"). */
  readonly loading: string;
  /** The retry button ("Try again"). */
  readonly retry: string;
  /** Announced while retrying ("Trying again"). */
  readonly retrying: string;
}

export interface DataStateViewProps<T> {
  readonly state: DataState<T>;
  readonly labels?: Partial<DataStateLabels>;
  /** Placeholders shaped like the content, shown while loading. */
  readonly skeleton: ReactNode;
  /** Layout classes of the loading group around `skeleton` ("flex flex-col gap-4", a grid). */
  readonly loadingClassName?: string;
  /** Whether the ready data counts as empty. */
  readonly isEmpty: (data: T) => boolean;
  /** The empty sentence and its next step, with a title above them where the area has one. */
  readonly empty: {
    readonly message: ReactNode;
    readonly action?: ReactNode;
    readonly title?: ReactNode;
  };
  /** A title above the error's message ("We could not load your accounts"). */
  readonly errorTitle?: ReactNode;
  /**
   * Make the error's and the empty state's titles headings of this level (the level the content's
   * own headings would take in the page's outline); without it a title is a paragraph.
   */
  readonly headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** The content, drawn from the ready data. */
  readonly children: (data: T) => ReactNode;
}

/**
 * The four states of a data area in one place, so every composition shows them the same way:
 * loading is the skeleton inside a labelled `SkeletonGroup`, an error is `ErrorState` with the
 * message and a retry, empty is `EmptyState` with the sentence and its next step, and content is
 * what `children` draws from the data. It adds no element of its own.
 */
export function DataStateView<T>({
  state,
  labels = {},
  skeleton,
  loadingClassName,
  isEmpty,
  empty,
  errorTitle,
  headingLevel,
  children,
}: DataStateViewProps<T>) {
  if (state.status === 'loading') {
    return (
      <SkeletonGroup label={labels.loading} className={loadingClassName}>
        {skeleton}
      </SkeletonGroup>
    );
  }
  if (state.status === 'error') {
    return (
      <ErrorState
        title={errorTitle}
        headingLevel={headingLevel}
        message={state.message}
        retryLabel={labels.retry}
        retryingLabel={labels.retrying}
        onRetry={state.onRetry}
      />
    );
  }
  if (isEmpty(state.data)) {
    return (
      <EmptyState title={empty.title} headingLevel={headingLevel} action={empty.action}>
        {empty.message}
      </EmptyState>
    );
  }
  return <>{children(state.data)}</>;
}
