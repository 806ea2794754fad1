/**
 * The four states of a locker data view (SCREENS.md: loading, empty, error, content). Empty is a
 * `ready` state whose data has nothing to show; each view decides what "nothing" is.
 */
export type LockerDataState<T> =
  | { readonly status: 'loading' }
  | {
      readonly status: 'error';
      /** The server's message, or the caller's generic "Something went wrong". */
      readonly message: string;
      /** Load again; a returned promise keeps the retry button busy until it settles. */
      readonly onRetry: () => void | Promise<unknown>;
    }
  | { readonly status: 'ready'; readonly data: T };
