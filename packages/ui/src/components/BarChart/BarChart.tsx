import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { DataTable, type DataTableColumn } from '../DataTable';

/** One bar: what it stands for, its value for the geometry and the same value in words. */
export interface BarChartDatum {
  /** The bar's name, translated and formatted ("June 2025"). Also its table row's header. */
  readonly label: string;
  /** The raw number the bar's height is drawn from. Negative values draw as 0. */
  readonly value: number;
  /** The value as people read it, formatted by the caller ("1,234.50 kWh"). */
  readonly valueText: string;
}

export interface BarChartProps extends Omit<ComponentPropsWithRef<'figure'>, 'children' | 'title'> {
  /** What the chart shows, translated ("Last six consumptions"). The figure's caption. */
  readonly title: ReactNode;
  /** The bars, oldest first (S5.4 shows six). */
  readonly data: readonly BarChartDatum[];
  /** The table's header above the labels, translated ("Month"). */
  readonly labelHeader: ReactNode;
  /** The table's header above the values, translated ("Consumption"). */
  readonly valueHeader: ReactNode;
  /** The value the full height stands for. Default: the largest value. */
  readonly maxValue?: number;
}

/** Drawing units of one bar's picture; the SVG stretches to the column it sits in. */
const PLOT_HEIGHT = 100;

/**
 * A small column chart and, under it, the same numbers as a table (S5.4: the last six consumptions
 * as a chart and a table). The bars are a picture for the eye, hidden from assistive technology; the
 * table is the accessible form and is always shown, so nobody depends on bar heights or colour.
 *
 * Bars rise from a common baseline and follow the reading direction: the first item is at the
 * inline start (the right in Arabic). No chart library: one small SVG per bar.
 */
export function BarChart({
  title,
  data,
  labelHeader,
  valueHeader,
  maxValue,
  className,
  ...props
}: BarChartProps) {
  const titleId = useId();
  const largest = Math.max(0, ...data.map((datum) => datum.value).filter(Number.isFinite));
  const scaleMax = maxValue !== undefined && maxValue > 0 ? maxValue : largest || 1;
  const columns: readonly DataTableColumn<BarChartDatum>[] = [
    { id: 'label', header: labelHeader, cell: (datum) => datum.label },
    { id: 'value', header: valueHeader, cell: (datum) => datum.valueText, numeric: true },
  ];
  return (
    <figure
      data-slot="bar-chart"
      aria-labelledby={titleId}
      className={cn('@container flex min-w-0 flex-col gap-4', className)}
      {...props}
    >
      <figcaption id={titleId} className="text-body font-semibold break-words text-ink">
        {title}
      </figcaption>
      <div
        aria-hidden="true"
        data-slot="bar-chart-plot"
        className="grid items-end gap-1 border-b-2 border-line @sm:gap-3"
        // One column per bar, in document order: the grid follows the direction, so it mirrors.
        style={{ gridTemplateColumns: `repeat(${Math.max(1, data.length)}, minmax(0, 1fr))` }}
      >
        {data.map((datum, index) => {
          const ratio = Math.min(1, Math.max(0, (datum.value || 0) / scaleMax));
          const barHeight = ratio * PLOT_HEIGHT;
          return (
            <div
              key={`${datum.label}-${index}`}
              data-slot="bar-chart-bar"
              className="flex min-w-0 flex-col items-center gap-1"
            >
              <span className="max-w-full text-center text-caption break-words text-ink-muted tabular-nums">
                {datum.valueText}
              </span>
              <svg
                viewBox={`0 0 10 ${PLOT_HEIGHT}`}
                preserveAspectRatio="none"
                focusable="false"
                className="h-32 w-full max-w-12"
              >
                {/* Anchored at the bottom of the plot: every bar starts at the baseline. */}
                <rect
                  x="0"
                  y={PLOT_HEIGHT - barHeight}
                  width="10"
                  height={barHeight}
                  className="fill-brand"
                />
              </svg>
            </div>
          );
        })}
      </div>
      <div
        aria-hidden="true"
        className="-mt-2 grid gap-1 @sm:gap-3"
        style={{ gridTemplateColumns: `repeat(${Math.max(1, data.length)}, minmax(0, 1fr))` }}
      >
        {data.map((datum, index) => (
          <span
            key={`${datum.label}-${index}`}
            className="min-w-0 text-center text-caption break-words text-ink-muted"
          >
            {datum.label}
          </span>
        ))}
      </div>
      <DataTable
        caption={title}
        captionHidden
        columns={columns}
        rows={data}
        rowKey={(datum, index) => `${datum.label}-${index}`}
        rowHeader="label"
      />
    </figure>
  );
}
