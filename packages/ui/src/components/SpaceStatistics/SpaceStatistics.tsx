import type { ComponentPropsWithRef } from 'react';
import { Skeleton } from '../Skeleton';
import { cn } from '../../lib/cn';
import { DataStateView, type DataState } from '../DataStateView';

/** The request statistics of one space, worded by the caller. */
export interface SpaceStatisticsData {
  /** The space's id: the React key. */
  readonly id: string;
  /** "Request statistics: Business space". */
  readonly title: string;
  /** Each count under what it counts ("In progress", "3"). */
  readonly figures: ReadonlyArray<{ readonly label: string; readonly value: string }>;
}

export interface SpaceStatisticsLabels {
  readonly loading: string;
  /** No space among the person's requests. */
  readonly empty: string;
  readonly retry: string;
  readonly retrying: string;
}

export interface SpaceStatisticsProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  readonly state: DataState<readonly SpaceStatisticsData[]>;
  readonly labels: SpaceStatisticsLabels;
  /** Each space's heading level. Default 3 (under the locker's section heading). */
  readonly headingLevel?: 3 | 4;
}

/**
 * Request statistics of the person's spaces (SCREENS.md S3.1; spec 000 §7 myspaces-render
 * statistics): per space, its counts as tiles, the number large over the words that say what it
 * counts. Loading shows tile placeholders, an error the message with a retry, no space a sentence.
 */
export function SpaceStatistics({
  state,
  labels,
  headingLevel = 3,
  className,
  ...props
}: SpaceStatisticsProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div
      data-slot="space-statistics"
      className={cn('flex min-w-0 flex-col gap-6', className)}
      {...props}
    >
      <DataStateView
        state={state}
        labels={labels}
        loadingClassName="grid grid-cols-[repeat(auto-fill,minmax(min(100%,8.5rem),1fr))] gap-3"
        skeleton={[0, 1, 2, 3, 4].map((tile) => (
          <div key={tile} className="flex flex-col gap-2 rounded-lg border border-line p-3">
            <Skeleton className="w-1/3" />
            <Skeleton className="w-2/3" />
          </div>
        ))}
        isEmpty={(data) => data.length === 0}
        empty={{ message: labels.empty }}
      >
        {(data) =>
          data.map((space) => (
            <section
              key={space.id}
              aria-labelledby={`space-statistics-${space.id}`}
              className="flex min-w-0 flex-col gap-3"
            >
              <Heading
                id={`space-statistics-${space.id}`}
                className="text-body font-semibold break-words"
              >
                {space.title}
              </Heading>
              <dl className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,8.5rem),1fr))] gap-3">
                {space.figures.map((figure) => (
                  <div
                    key={figure.label}
                    className="flex flex-col-reverse gap-1 rounded-lg border border-line bg-surface-raised p-3"
                  >
                    <dt className="text-caption break-words text-ink-muted">{figure.label}</dt>
                    <dd className="text-title font-semibold tabular-nums">{figure.value}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ))
        }
      </DataStateView>
    </div>
  );
}
