/**
 * What a wallet data area holds: still loading, failed (with the message to show and a retry), or
 * ready with its data. The app maps its query to this; the composition renders each state.
 */
export type DataState<T> =
  | { readonly status: 'loading' }
  | {
      readonly status: 'error';
      /** The server's message when it sent one, else the generic one; translated. */
      readonly message: string;
      readonly onRetry: () => void | Promise<unknown>;
    }
  | { readonly status: 'ready'; readonly data: T };

/** The words every data area needs for its loading and error states. */
export interface DataStateLabels {
  /** Announced while loading ("Loading wallets"). */
  readonly loading: string;
  /** The retry button ("Try again"). */
  readonly retry: string;
  /** Announced while retrying ("Trying again"). */
  readonly retrying: string;
}
