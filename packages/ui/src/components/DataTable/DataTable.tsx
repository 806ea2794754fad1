import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** One column: its header and how a row fills its cell. */
export interface DataTableColumn<Row> {
  /** Stable identity of the column (also the key of its cells). */
  readonly id: string;
  /** The column's name, translated. Also shown beside each value when rows stack as cards. */
  readonly header: ReactNode;
  /** The cell of a row, already formatted (amounts, dates and numbers through core). */
  readonly cell: (row: Row) => ReactNode;
  /** Numbers: aligned to the inline end with figures of equal width, so digits line up. */
  readonly numeric?: boolean;
}

export interface DataTableProps<Row> extends Omit<ComponentPropsWithRef<'table'>, 'children'> {
  /** What the table holds, translated. Every table has one; hide it with `captionHidden`. */
  readonly caption: ReactNode;
  /** Keep the caption for assistive technology only (a heading above already says it). */
  readonly captionHidden?: boolean;
  readonly columns: readonly DataTableColumn<Row>[];
  /** The rows. An empty list renders an empty body: say "nothing yet" around the table instead. */
  readonly rows: readonly Row[];
  /** Stable identity of a row (a reference number, say). */
  readonly rowKey: (row: Row, index: number) => string;
  /**
   * The column whose cells name their row (`<th scope="row">`): a month, a reference. Screen readers
   * then announce it when moving along a row.
   */
  readonly rowHeader?: string;
}

/**
 * Rows and columns of facts (histories, bills, consumptions) as a real table: a caption, column
 * headers with `scope="col"`, optional row headers.
 *
 * In a container under 32rem (a phone) each row becomes a stacked card, each value with its column's
 * name beside it, so nothing scrolls sideways. The explicit table roles keep the table a table for
 * assistive technology while CSS lays it out as blocks (browsers drop table semantics from
 * `display: block` tables otherwise), and the repeated names are hidden from it because the column
 * headers already say them.
 */
export function DataTable<Row>({
  caption,
  captionHidden = false,
  columns,
  rows,
  rowKey,
  rowHeader,
  className,
  ...props
}: DataTableProps<Row>) {
  return (
    <div data-slot="data-table-container" className="@container min-w-0">
      <table
        role="table"
        data-slot="data-table"
        className={cn('w-full border-collapse text-body text-ink @max-lg:block', className)}
        {...props}
      >
        <caption
          className={cn(
            captionHidden
              ? 'sr-only'
              : 'pb-3 text-start text-body font-semibold break-words @max-lg:block',
          )}
        >
          {caption}
        </caption>
        {/* Explicit roles on purpose: some browsers drop a table part's implicit role once CSS
            lays it out as a block or flex box (the stacked cards). */}
        {/* eslint-disable-next-line jsx-a11y/no-redundant-roles */}
        <thead role="rowgroup" className="@max-lg:sr-only">
          <tr role="row" className="border-b-2 border-line">
            {columns.map((column) => (
              <th
                key={column.id}
                role="columnheader"
                scope="col"
                className={cn(
                  'px-3 py-2 align-bottom text-caption font-semibold break-words text-ink-muted',
                  column.numeric ? 'text-end' : 'text-start',
                )}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        {/* eslint-disable-next-line jsx-a11y/no-redundant-roles -- kept when stacked, as above */}
        <tbody role="rowgroup" className="@max-lg:flex @max-lg:flex-col @max-lg:gap-3">
          {rows.map((row, index) => (
            <tr
              key={rowKey(row, index)}
              role="row"
              data-slot="data-table-row"
              className="border-b border-line @max-lg:block @max-lg:rounded-card @max-lg:border @max-lg:px-4 @max-lg:py-2"
            >
              {columns.map((column) => {
                const isRowHeader = column.id === rowHeader;
                const Cell = isRowHeader ? 'th' : 'td';
                return (
                  <Cell
                    key={column.id}
                    role={isRowHeader ? 'rowheader' : 'cell'}
                    scope={isRowHeader ? 'row' : undefined}
                    className={cn(
                      'min-w-0 px-3 py-2 align-top break-words',
                      column.numeric ? 'text-end tabular-nums' : 'text-start',
                      isRowHeader ? 'font-semibold' : 'font-normal',
                      // Stacked: the column's name at the start, the value beside it.
                      '@max-lg:grid @max-lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] @max-lg:gap-3 @max-lg:px-0',
                    )}
                  >
                    <span
                      aria-hidden="true"
                      data-slot="data-table-cell-label"
                      className="hidden text-start text-caption font-semibold text-ink-muted @max-lg:block"
                    >
                      {column.header}
                    </span>
                    <span className="min-w-0">{column.cell(row)}</span>
                  </Cell>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
