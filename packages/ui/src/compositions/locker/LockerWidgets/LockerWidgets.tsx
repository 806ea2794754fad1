import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Alert } from '../../../components/Alert';
import { Skeleton } from '../../../components/Skeleton';
import { cn } from '../../../lib/cn';
import { DataStateView, type DataState } from '../../../components/DataStateView';
import { ROW_LINK_CLASS_NAME } from '../rowLinkClassName';

/** One figure of a widget, worded by the caller ("Total due", "AED 512.40"). */
export interface LockerWidgetFigureData {
  readonly label: string;
  readonly value: string;
}

/** One widget card of the locker home; the caller computed and worded every value from core. */
export interface LockerWidgetCardData {
  /** The widget's id: the React key. */
  readonly id: string;
  readonly title: string;
  readonly figures: readonly LockerWidgetFigureData[];
  /** A line under the figures ("Next: 01 December 2026"). */
  readonly note?: string;
  /** A warning the person should act on (a wallet's KYC expired), shown in a warning alert. */
  readonly warning?: string;
  /** Where the widget's items live; without one the card has no link. */
  readonly href?: string;
}

/** Every word of the widgets, translated by the caller. */
export interface LockerWidgetsLabels {
  readonly loading: string;
  readonly empty: string;
  readonly retry: string;
  readonly retrying: string;
  /** The link's words ("Open"). */
  readonly open: string;
  /** Its accessible name, naming the widget ("Open Payments due"). */
  readonly openFor: (title: string) => string;
  /** The warning's tone in words ("Warning"), read before it. */
  readonly warning: string;
}

/** The attributes of a widget's link, for `renderLink`. */
export interface LockerWidgetLinkProps {
  readonly href: string;
  readonly 'aria-label': string;
  readonly className: string;
  readonly children: ReactNode;
}

export interface LockerWidgetsProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  readonly state: DataState<readonly LockerWidgetCardData[]>;
  readonly labels: LockerWidgetsLabels;
  /** Draws a link (the app's router link); a plain `<a>` by default. */
  readonly renderLink?: (link: LockerWidgetLinkProps) => ReactNode;
  /** The cards' heading level. Default 3 (under the locker's section heading). */
  readonly headingLevel?: 3 | 4;
}

const defaultLink = ({ children, ...link }: LockerWidgetLinkProps) => <a {...link}>{children}</a>;

const LINK_CLASS = `self-start ${ROW_LINK_CLASS_NAME}`;

/**
 * The locker home's widgets (SCREENS.md S3.1): one card per widget, in the person's order, with
 * its figures as a description list (every number says what it counts), a note, a warning when
 * one is due (a wallet whose KYC expired, spec 000 §4) and a link to where its items live.
 * Loading shows card placeholders, an error the message with a retry, no widget a sentence.
 */
export function LockerWidgets({
  state,
  labels,
  renderLink = defaultLink,
  headingLevel = 3,
  className,
  ...props
}: LockerWidgetsProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div
      data-slot="locker-widgets"
      className={cn('flex min-w-0 flex-col gap-4', className)}
      {...props}
    >
      <DataStateView
        state={state}
        labels={labels}
        loadingClassName="grid grid-cols-[repeat(auto-fill,minmax(min(100%,16rem),1fr))] gap-4"
        skeleton={[0, 1, 2].map((card) => (
          <div key={card} className="flex flex-col gap-3 rounded-lg border border-line p-4">
            <Skeleton className="w-1/2" />
            <Skeleton className="w-3/4" />
            <Skeleton className="w-1/3" />
          </div>
        ))}
        isEmpty={(data) => data.length === 0}
        empty={{ message: labels.empty }}
      >
        {(data) => (
          <ul className="grid min-w-0 grid-cols-[repeat(auto-fill,minmax(min(100%,16rem),1fr))] gap-4">
            {data.map((widget) => (
              <li
                key={widget.id}
                data-slot="locker-widget"
                className="flex min-w-0 flex-col gap-3 rounded-lg border border-line bg-surface-raised p-4"
              >
                <Heading className="text-body font-semibold break-words">{widget.title}</Heading>
                {widget.figures.length > 0 && (
                  <dl className="flex flex-col gap-2">
                    {widget.figures.map((figure) => (
                      <div
                        key={figure.label}
                        className="flex flex-wrap items-baseline justify-between gap-x-4"
                      >
                        <dt className="text-caption text-ink-muted">{figure.label}</dt>
                        <dd className="text-title font-semibold tabular-nums">{figure.value}</dd>
                      </div>
                    ))}
                  </dl>
                )}
                {widget.note !== undefined && (
                  <p className="text-caption text-ink-muted">{widget.note}</p>
                )}
                {widget.warning !== undefined && (
                  <Alert tone="warning" toneLabel={labels.warning}>
                    {widget.warning}
                  </Alert>
                )}
                {widget.href !== undefined &&
                  renderLink({
                    href: widget.href,
                    'aria-label': labels.openFor(widget.title),
                    className: cn('mt-auto', LINK_CLASS),
                    children: labels.open,
                  })}
              </li>
            ))}
          </ul>
        )}
      </DataStateView>
    </div>
  );
}
