import { Download } from 'lucide-react';
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { Alert } from '../../../components/Alert';
import { BarChart, type BarChartDatum } from '../../../components/BarChart';
import { Button } from '../../../components/Button';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { DescriptionList } from '../../../components/DescriptionList';
import { DataStateView, type DataState } from '../../../components/DataStateView';
import { Skeleton } from '../../../components/Skeleton';
import { cn } from '../../../lib/cn';

/** A term and its value, already in words. */
export interface BillFact {
  readonly term: ReactNode;
  readonly description: ReactNode;
}

/** One past bill as a table row; every value already formatted by the caller. */
export interface BillHistoryRow {
  readonly id: string;
  readonly billDate: ReactNode;
  readonly dueDate: ReactNode;
  readonly amount: ReactNode;
  readonly status: ReactNode;
}

/** Words of one block: its heading, "loading" and the empty sentence. */
export interface BillBlockLabels {
  readonly title: ReactNode;
  readonly loading: string;
  readonly empty: ReactNode;
}

/** Words of the screen, translated by the caller. */
export interface BillDetailsLabels {
  readonly summary: BillBlockLabels;
  readonly bills: BillBlockLabels & {
    readonly billDate: ReactNode;
    readonly dueDate: ReactNode;
    readonly amount: ReactNode;
    readonly status: ReactNode;
  };
  readonly consumptions: BillBlockLabels & {
    /** The chart's caption ("Consumption per month, oldest first"). */
    readonly chart: ReactNode;
    readonly month: ReactNode;
    readonly consumption: ReactNode;
  };
  readonly retry: string;
  readonly retrying: string;
  readonly download: string;
  readonly downloading: string;
  /** Words of a failed download; shown as an alert above the button while set. */
  readonly downloadError?: string;
}

export interface BillDetailsProps extends Omit<ComponentPropsWithRef<'section'>, 'children'> {
  /** The current bill's facts (amount due, due date, period…); none is the empty state. */
  readonly summary: DataState<readonly BillFact[]>;
  /** The last six bills, newest first; none is the empty state. */
  readonly bills: DataState<readonly BillHistoryRow[]>;
  /** The last six consumptions, oldest first (the chart reads in the page's direction). */
  readonly consumptions: DataState<readonly BarChartDatum[]>;
  readonly labels: BillDetailsLabels;
  /** Fetching the bill's PDF right now: the button is busy and refuses presses. */
  readonly downloading?: boolean;
  /** Fetches the current bill as a PDF (core's `downloadBill`). */
  readonly onDownload: () => void;
  /** Further actions beside the download (share the bill). */
  readonly actions?: ReactNode;
  /** Level of the blocks' headings. Default 2. */
  readonly headingLevel?: 2 | 3;
}

interface BlockProps<Data> {
  readonly state: DataState<Data>;
  readonly labels: BillBlockLabels;
  readonly retry: string;
  readonly retrying: string;
  readonly headingLevel: 2 | 3;
  readonly slot: string;
  readonly isEmpty: (data: Data) => boolean;
  readonly skeleton: ReactNode;
  readonly children: (data: Data) => ReactNode;
}

/** One titled block in its four states: skeleton, failure with retry, a sentence, content. */
function BillBlock<Data>({
  state,
  labels,
  retry,
  retrying,
  headingLevel,
  slot,
  isEmpty,
  skeleton,
  children,
}: BlockProps<Data>) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section data-slot={slot} aria-labelledby={headingId} className="flex min-w-0 flex-col gap-3">
      <Heading id={headingId} className="text-title font-semibold break-words">
        {labels.title}
      </Heading>
      <DataStateView
        state={state}
        labels={{ loading: labels.loading, retry, retrying }}
        skeleton={skeleton}
        isEmpty={isEmpty}
        empty={{ message: labels.empty }}
      >
        {children}
      </DataStateView>
    </section>
  );
}

/**
 * Bill details (SCREENS.md S5.4, spec 000 §1, §7 bills): the current bill (amount due, due date,
 * period) with "download bill (PDF)", the last six bills as a table, and the last six consumptions
 * as a chart and the same numbers as a table (BarChart). Each block loads, fails and retries on its
 * own, in the four states; a failed download is an alert above the button and no spinner is left
 * turning.
 */
export function BillDetails({
  summary,
  bills,
  consumptions,
  labels,
  downloading = false,
  onDownload,
  actions,
  headingLevel = 2,
  className,
  ...props
}: BillDetailsProps) {
  const common = { retry: labels.retry, retrying: labels.retrying, headingLevel };
  const billColumns: readonly DataTableColumn<BillHistoryRow>[] = [
    { id: 'billDate', header: labels.bills.billDate, cell: (row) => row.billDate },
    { id: 'dueDate', header: labels.bills.dueDate, cell: (row) => row.dueDate },
    { id: 'amount', header: labels.bills.amount, cell: (row) => row.amount, numeric: true },
    { id: 'status', header: labels.bills.status, cell: (row) => row.status },
  ];
  return (
    <section
      data-slot="bill-details"
      className={cn('flex min-w-0 flex-col gap-8', className)}
      {...props}
    >
      <BillBlock
        {...common}
        slot="bill-details-summary"
        state={summary}
        labels={labels.summary}
        isEmpty={(facts) => facts.length === 0}
        skeleton={
          <>
            <Skeleton shape="line" className="w-2/3" />
            <Skeleton shape="block" className="min-h-24" />
          </>
        }
      >
        {(facts) => (
          <>
            <DescriptionList items={facts} />
            {/* It follows a press of the download button: said at once (role="alert"). */}
            {labels.downloadError ? (
              <Alert tone="error" announce>
                {labels.downloadError}
              </Alert>
            ) : null}
            <div className="flex flex-wrap gap-3">
              <Button
                size="lg"
                startIcon={<Download aria-hidden />}
                loading={downloading}
                loadingLabel={labels.downloading}
                onClick={onDownload}
              >
                {labels.download}
              </Button>
              {actions}
            </div>
          </>
        )}
      </BillBlock>
      <BillBlock
        {...common}
        slot="bill-details-bills"
        state={bills}
        labels={labels.bills}
        isEmpty={(rows) => rows.length === 0}
        skeleton={<Skeleton shape="block" className="min-h-48" />}
      >
        {(rows) => (
          <DataTable
            caption={labels.bills.title}
            captionHidden
            columns={billColumns}
            rows={rows}
            rowKey={(row) => row.id}
            rowHeader="billDate"
          />
        )}
      </BillBlock>
      <BillBlock
        {...common}
        slot="bill-details-consumptions"
        state={consumptions}
        labels={labels.consumptions}
        isEmpty={(bars) => bars.length === 0}
        skeleton={<Skeleton shape="block" className="min-h-48" />}
      >
        {(bars) => (
          <BarChart
            title={labels.consumptions.chart}
            data={bars}
            labelHeader={labels.consumptions.month}
            valueHeader={labels.consumptions.consumption}
          />
        )}
      </BillBlock>
    </section>
  );
}
