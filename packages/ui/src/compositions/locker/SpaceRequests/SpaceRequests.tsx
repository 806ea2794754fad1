import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cn } from '../../../lib/cn';
import { DataStateView, type DataState } from '../../../components/DataStateView';
import { Skeleton } from '../../../components/Skeleton';
import { SpaceStatistics, type SpaceStatisticsData } from '../../../components/SpaceStatistics';
import { ApplicationCard, type ApplicationCardData } from '../ApplicationCard';

/** One choice of the kind switch (business, property), with the address that shows it. */
export interface SpaceKindLink {
  /** The kind's code (`buss`, `prop`): the React key. */
  readonly value: string;
  readonly label: string;
  readonly href: string;
}

/** One space of the person, worded by the caller: its title, statistics and requests. */
export interface SpaceRequestsSpaceData {
  /** The space's id: the React key and the heading's id. */
  readonly id: string;
  /** "Business space: Department of Economic Development". */
  readonly title: string;
  /** Its request figures (the statistics' title is the sub-heading, "Request statistics"). */
  readonly statistics: SpaceStatisticsData;
  /** Its requests as the locker's cards, newest first. */
  readonly requests: readonly ApplicationCardData[];
}

/** The spaces of the kind shown, and whether every request of the person was read. */
export interface SpaceRequestsData {
  readonly spaces: readonly SpaceRequestsSpaceData[];
  /** False when only the most recent requests were read: `labels.incomplete` says so. */
  readonly complete: boolean;
}

/** Every word of the page area, translated by the caller. */
export interface SpaceRequestsLabels {
  /** Names the kind switch ("Kind of space"). */
  readonly kinds: string;
  /** Said while loading ("Loading your spaces"). */
  readonly loading: string;
  /** No space of the kind shown: what will appear here. */
  readonly empty: string;
  /** The heading over a space's requests ("Requests in this space"). */
  readonly requests: string;
  /** Said when only the most recent requests are shown. */
  readonly incomplete: string;
  readonly retry: string;
  readonly retrying: string;
}

/** What `renderLink` receives: spread it onto your router's link. */
export interface SpaceKindLinkProps {
  readonly href: string;
  readonly className: string;
  readonly children: ReactNode;
  readonly 'aria-current': 'page' | undefined;
  readonly 'data-slot': 'space-kind-link';
}

export interface SpaceRequestsProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  readonly state: DataState<SpaceRequestsData>;
  readonly labels: SpaceRequestsLabels;
  /** The kind switch's choices, in order (business, then property). */
  readonly kinds: readonly SpaceKindLink[];
  /** The `value` of the kind shown: its link is marked as the current page. */
  readonly currentKind: string;
  /** Draws a kind link with the app's router; omitted, a plain `<a href>`. */
  readonly renderLink?: (link: SpaceKindLinkProps) => ReactNode;
  /** The next step of the empty state (a link to the services). */
  readonly emptyAction?: ReactNode;
  /** Actions at the bottom of a request's card (a link to where its details live); none by default. */
  readonly requestActions?: (request: ApplicationCardData) => ReactNode;
  /** Each space's heading level; its statistics and requests headings are one below. Default 2. */
  readonly headingLevel?: 2 | 3;
}

const KIND_LINK_CLASSES = [
  '-mb-px inline-flex min-h-11 max-w-full items-center border-b-2 border-transparent px-4 py-2',
  'text-start text-body font-semibold wrap-anywhere text-ink-muted no-underline',
  'transition-colors hover:text-ink aria-[current=page]:border-brand aria-[current=page]:text-brand',
  'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus',
].join(' ');

function defaultLink({ children, ...props }: SpaceKindLinkProps) {
  return <a {...props}>{children}</a>;
}

/**
 * The person's spaces and their requests (SCREENS.md S8.3 `/spaces?spaceCode=`): a switch between
 * business and property spaces (links that set `spaceCode`, the one shown marked as the current
 * page), then each space of that kind under its heading with its request statistics and its requests
 * as the locker's cards. Loading shows space-shaped placeholders, an error the message with a retry,
 * no space of the kind a sentence and the next step.
 */
export function SpaceRequests({
  state,
  labels,
  kinds,
  currentKind,
  renderLink = defaultLink,
  emptyAction,
  requestActions,
  headingLevel = 2,
  className,
  ...props
}: SpaceRequestsProps) {
  const Heading = `h${headingLevel}` as const;
  const SubHeading = `h${headingLevel + 1}` as 'h3' | 'h4';
  return (
    <div
      data-slot="space-requests"
      className={cn('flex min-w-0 flex-col gap-6', className)}
      {...props}
    >
      <nav aria-label={labels.kinds}>
        <ul className="flex flex-wrap gap-x-1 border-b border-line">
          {kinds.map((kind) => (
            <li key={kind.value} className="max-w-full">
              {renderLink({
                href: kind.href,
                className: KIND_LINK_CLASSES,
                children: kind.label,
                'aria-current': kind.value === currentKind ? 'page' : undefined,
                'data-slot': 'space-kind-link',
              })}
            </li>
          ))}
        </ul>
      </nav>
      <DataStateView
        state={state}
        labels={labels}
        loadingClassName="flex flex-col gap-4"
        skeleton={[0, 1].map((index) => (
          <div key={index} className="flex flex-col gap-3 rounded-card border border-line p-5">
            <Skeleton className="w-1/2" />
            <Skeleton className="h-12" />
            <Skeleton className="w-2/3" />
          </div>
        ))}
        isEmpty={(data) => data.spaces.length === 0}
        empty={{ message: labels.empty, action: emptyAction }}
      >
        {(data) => (
          <>
            {data.spaces.map((space) => (
              <section
                key={space.id}
                aria-labelledby={`space-${space.id}`}
                data-slot="space-requests-space"
                // A container: the cards sit two abreast only where the space itself is wide enough.
                className="@container flex min-w-0 flex-col gap-4"
              >
                <Heading id={`space-${space.id}`} className="text-title font-semibold break-words">
                  {space.title}
                </Heading>
                <SpaceStatistics
                  labels={{ ...labels, empty: labels.empty }}
                  state={{ status: 'ready', data: [space.statistics] }}
                  headingLevel={headingLevel === 2 ? 3 : 4}
                />
                <SubHeading className="text-body font-semibold">{labels.requests}</SubHeading>
                <ul className="grid min-w-0 gap-4 @xl:grid-cols-2">
                  {space.requests.map((request) => {
                    const actions = requestActions?.(request);
                    return (
                      <ApplicationCard
                        key={request.id}
                        {...request}
                        headingLevel={headingLevel === 2 ? 4 : 5}
                        actions={actions ?? undefined}
                      />
                    );
                  })}
                </ul>
              </section>
            ))}
            {!data.complete && <p className="text-caption text-ink-muted">{labels.incomplete}</p>}
          </>
        )}
      </DataStateView>
    </div>
  );
}
