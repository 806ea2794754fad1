import type { StatusBarColor } from '@portal/core';
import { Download } from 'lucide-react';
import { useEffect, useRef, type ComponentPropsWithRef, type ReactNode } from 'react';
import { Alert } from '../../../components/Alert';
import { Badge } from '../../../components/Badge';
import { Button } from '../../../components/Button';
import { StatusTag } from '../../../components/StatusTag';
import { cn } from '../../../lib/cn';
import { DataStateView, type DataState } from '../../../components/DataStateView';
import { listRowSkeletons } from '../listRowSkeletons';

/** One payment as the list shows it; the caller computed every value from core's rules. */
export interface PaymentItemData {
  /** The row's key (the transaction id, or the due bill's own id). */
  readonly id: string;
  /** What was paid ("ADDC · Home"). */
  readonly title: string;
  /** Already formatted by core, with its currency ("AED 642.10"). */
  readonly amount: string;
  /** The status in words ("Payment successful"). */
  readonly status: string;
  /** The status's tone: colour and shape on top of the words. */
  readonly tone: StatusBarColor;
  /** The date with what it is ("Payment date", "Due date"), already formatted. */
  readonly date?: { readonly term: string; readonly value: string };
  /** The transaction id, shown for paid and failed payments. */
  readonly transactionId?: string;
  /** Where "Pay now" leads (the utilities' pay page); only for a due bill core says can be paid. */
  readonly payHref?: string;
  /** Offers "Download receipt" (core's `paymentRowActionOf` said `receipt`). */
  readonly hasReceipt: boolean;
  /** The payment the address names (`?txncode=`): marked in words, scrolled to and focused. */
  readonly focused: boolean;
}

/** Every word of the list, translated by the caller. */
export interface PaymentListLabels {
  /** Said while loading ("Loading your payments"). */
  readonly loading: string;
  /** No payment at all. */
  readonly empty: string;
  /** No due payment while only due ones are shown. */
  readonly emptyDue: string;
  readonly retry: string;
  readonly retrying: string;
  /** The list's accessible name ("Your payments"). */
  readonly list: string;
  /** Said above the list while only due payments are shown. */
  readonly dueOnlyShown: string;
  readonly amount: string;
  readonly transactionId: string;
  /** The mark of the focused payment, in words ("This payment"). */
  readonly thisPayment: string;
  readonly payNow: string;
  /** "Pay now" naming the payment ("Pay now: ADDC · Home"). */
  readonly payNowFor: (title: string) => string;
  readonly download: string;
  /** "Download receipt" naming the payment. */
  readonly downloadFor: (title: string) => string;
  /** Announced while the receipt is fetched ("Downloading your receipt…"). */
  readonly downloading: string;
}

/** The attributes of "Pay now", for `renderLink`. */
export interface PaymentLinkProps {
  readonly href: string;
  readonly 'aria-label': string;
  readonly children: ReactNode;
}

export interface PaymentListProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  readonly state: DataState<readonly PaymentItemData[]>;
  readonly labels: PaymentListLabels;
  /** Only due payments are shown (`?dueOnly=true`): the list says so, beside `filter`. */
  readonly dueOnly?: boolean;
  /** The filter's control: a link to all payments, or to the due ones only. */
  readonly filter?: ReactNode;
  /** Fetches and saves one payment's receipt (core's `downloadReceipt`). */
  readonly onDownload?: (item: PaymentItemData) => void;
  /** The payment whose receipt is being fetched: its button is busy and refuses presses. */
  readonly downloadingId?: string;
  /** The payment whose receipt failed, with the words to say (spec 000 §4, §8: an error alert). */
  readonly downloadError?: { readonly id: string; readonly message: string };
  /** Draws "Pay now" (the app's router link); a plain `<a>` by default. */
  readonly renderLink?: (link: PaymentLinkProps) => ReactNode;
  /** The next step of the empty state (to the utilities hub). */
  readonly emptyAction?: ReactNode;
}

const defaultLink = ({ href, children, ...props }: PaymentLinkProps) => (
  <a href={href} {...props}>
    {children}
  </a>
);

/**
 * The payments list (SCREENS.md S3.7, spec 000 §2): each payment with its title, amount, status in
 * words and date; a due one offers "Pay now", a paid one "Download receipt" (busy while core's
 * chain runs; a failure shows an error alert and no spinner stays). The payment the address names
 * is marked "This payment" (and `aria-current`), scrolled into view and focused once it is shown.
 */
export function PaymentList({
  state,
  labels,
  dueOnly = false,
  filter,
  onDownload,
  downloadingId,
  downloadError,
  renderLink = defaultLink,
  emptyAction,
  className,
  ...props
}: PaymentListProps) {
  const focusedRef = useRef<HTMLLIElement>(null);
  const focusedId =
    state.status === 'ready' ? state.data.find((item) => item.focused)?.id : undefined;
  // Once per payment named: moving focus again on every render would pull it back from the buttons.
  useEffect(() => {
    const item = focusedRef.current;
    if (focusedId === undefined || !item) return;
    item.scrollIntoView({ block: 'center' });
    item.focus({ preventScroll: true });
  }, [focusedId]);

  return (
    <div
      data-slot="payment-list"
      className={cn('flex min-w-0 flex-col gap-6', className)}
      {...props}
    >
      {(dueOnly || filter) && (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          {dueOnly && <p className="text-body font-semibold">{labels.dueOnlyShown}</p>}
          {filter}
        </div>
      )}
      <DataStateView
        state={state}
        labels={labels}
        loadingClassName="flex flex-col gap-4"
        skeleton={listRowSkeletons(['w-1/2', 'w-1/3', 'w-1/4'])}
        isEmpty={(data) => data.length === 0}
        empty={{ message: dueOnly ? labels.emptyDue : labels.empty, action: emptyAction }}
      >
        {(data) => (
          <ul
            aria-label={labels.list}
            className="flex min-w-0 flex-col divide-y divide-line border-y border-line"
          >
            {data.map((item) => {
              const headingId = `payment-${item.id}`;
              const failed = downloadError?.id === item.id ? downloadError.message : undefined;
              return (
                <li
                  key={item.id}
                  ref={item.focused ? focusedRef : undefined}
                  tabIndex={item.focused ? -1 : undefined}
                  aria-current={item.focused ? 'true' : undefined}
                  data-slot="payment-item"
                  data-focused={item.focused || undefined}
                  className={cn(
                    'flex min-w-0 flex-col gap-3 py-4 sm:flex-row sm:items-start sm:justify-between sm:gap-6',
                    'focus:outline-2 focus:outline-offset-2 focus:outline-focus',
                    item.focused && 'border-s-4 border-s-brand ps-3',
                  )}
                >
                  <div className="flex min-w-0 flex-col gap-1">
                    <div className="flex flex-wrap items-center gap-2">
                      <h2 id={headingId} className="text-body font-semibold break-words">
                        {item.title}
                      </h2>
                      {item.focused && <Badge tone="brand">{labels.thisPayment}</Badge>}
                    </div>
                    <dl className="flex flex-col gap-1 text-body">
                      <div className="flex flex-wrap gap-x-2">
                        <dt className="text-ink-muted">{labels.amount}</dt>
                        <dd className="font-semibold tabular-nums">{item.amount}</dd>
                      </div>
                      {item.date !== undefined && (
                        <div className="flex flex-wrap gap-x-2">
                          <dt className="text-ink-muted">{item.date.term}</dt>
                          <dd>{item.date.value}</dd>
                        </div>
                      )}
                      {item.transactionId !== undefined && (
                        <div className="flex flex-wrap gap-x-2">
                          <dt className="text-ink-muted">{labels.transactionId}</dt>
                          <dd className="break-all">
                            <bdi>{item.transactionId}</bdi>
                          </dd>
                        </div>
                      )}
                    </dl>
                    <div>
                      <StatusTag tone={item.tone}>{item.status}</StatusTag>
                    </div>
                    {/* It follows a press of this payment's download: said at once (role="alert"). */}
                    {failed !== undefined && (
                      <Alert tone="error" announce className="mt-2">
                        {failed}
                      </Alert>
                    )}
                  </div>
                  {item.payHref !== undefined ? (
                    <Button asChild size="sm" className="shrink-0 self-start">
                      {renderLink({
                        href: item.payHref,
                        'aria-label': labels.payNowFor(item.title),
                        children: labels.payNow,
                      })}
                    </Button>
                  ) : item.hasReceipt && onDownload ? (
                    <Button
                      size="sm"
                      variant="secondary"
                      className="shrink-0 self-start"
                      startIcon={<Download aria-hidden />}
                      aria-label={labels.downloadFor(item.title)}
                      loading={downloadingId === item.id}
                      loadingLabel={labels.downloading}
                      onClick={() => onDownload(item)}
                    >
                      {labels.download}
                    </Button>
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
      </DataStateView>
    </div>
  );
}
