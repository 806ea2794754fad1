import { Download } from 'lucide-react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { DescriptionList } from '../../../components/DescriptionList';
import { ErrorState } from '../../../components/ErrorState';
import { Skeleton, SkeletonGroup } from '../../../components/Skeleton';
import { cn } from '../../../lib/cn';

/**
 * What the receipt screen shows: loading, a failure (with a retry), a transaction that was not
 * paid, or the details.
 */
export type PaymentReceiptState =
  | { readonly status: 'loading' }
  | {
      readonly status: 'error';
      /** The server's message when it sent one, else the caller's generic words. */
      readonly message: string;
      /** Asks for the transaction again (the inquiry's refetch); a promise keeps the button busy. */
      readonly onRetry: () => void | Promise<unknown>;
    }
  | { readonly status: 'unpaid'; readonly message: string }
  | {
      readonly status: 'ready';
      /** Transaction number, reference, amount, date… already in words. */
      readonly details: readonly { readonly term: ReactNode; readonly description: ReactNode }[];
    };

export interface PaymentReceiptLabels {
  readonly loading: string;
  /** The success sentence above the details. */
  readonly success: ReactNode;
  readonly download: string;
  readonly downloading: string;
  /** The retry button of the error state ("Try again"). */
  readonly retry: string;
  /** Said while the retry runs ("Trying again…"). */
  readonly retrying: string;
  /** Words of a failed download (spec 000 §4: error alert, spinner hidden). */
  readonly downloadError?: string;
}

export interface PaymentReceiptProps extends Omit<ComponentPropsWithRef<'section'>, 'children'> {
  readonly state: PaymentReceiptState;
  readonly labels: PaymentReceiptLabels;
  /** Downloading the PDF right now: the button is busy and refuses presses. */
  readonly downloading?: boolean;
  /** Fetches and opens the receipt PDF (core's `downloadReceipt`). */
  readonly onDownload: () => void;
  /** Further actions under the receipt (back to the hub). */
  readonly actions?: ReactNode;
}

/**
 * The receipt screen (SCREENS.md S5.7, spec 000 §4 receipt download): the transaction's details and
 * "download receipt (PDF)"; a failed download shows an error alert and no spinner is left turning,
 * a failed inquiry shows the message and a retry. The loading state says "loading" through its
 * `SkeletonGroup` only: no `aria-busy` around it, which would hold that announcement back.
 */
export function PaymentReceipt({
  state,
  labels,
  downloading = false,
  onDownload,
  actions,
  className,
  ...props
}: PaymentReceiptProps) {
  return (
    <section
      data-slot="payment-receipt"
      className={cn('flex max-w-xl min-w-0 flex-col gap-5', className)}
      {...props}
    >
      {state.status === 'loading' ? (
        <SkeletonGroup label={labels.loading} className="flex flex-col gap-3">
          <Skeleton shape="line" className="w-2/3" />
          <Skeleton shape="block" className="min-h-40" />
        </SkeletonGroup>
      ) : state.status === 'error' ? (
        <ErrorState
          message={state.message}
          retryLabel={labels.retry}
          retryingLabel={labels.retrying}
          onRetry={state.onRetry}
        />
      ) : state.status === 'unpaid' ? (
        <Alert tone="warning">{state.message}</Alert>
      ) : (
        <>
          <Alert tone="success">{labels.success}</Alert>
          <DescriptionList items={state.details} />
          {/* It follows a press of the download button: said at once (role="alert"). */}
          {labels.downloadError ? (
            <Alert tone="error" announce>
              {labels.downloadError}
            </Alert>
          ) : null}
          <div>
            <Button
              size="lg"
              startIcon={<Download aria-hidden />}
              loading={downloading}
              loadingLabel={labels.downloading}
              onClick={onDownload}
            >
              {labels.download}
            </Button>
          </div>
        </>
      )}
      {actions ? <div className="flex flex-wrap gap-3">{actions}</div> : null}
    </section>
  );
}
