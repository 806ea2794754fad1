import { Smartphone } from 'lucide-react';
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { Button } from '../../../components/Button';
import type { DataState } from '../../../components/DataStateView';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { Link } from '../../../components/Link';
import { Skeleton, SkeletonGroup } from '../../../components/Skeleton';
import { Tabs, TabsList, TabsPanel, TabsTab } from '../../../components/Tabs';
import { cn } from '../../../lib/cn';

/** A favourite or popular service; `appOnly` ones open the download-app popup (S4.6). */
export interface GlanceService {
  readonly id: string;
  readonly name: string;
  readonly href: string;
  readonly appOnly?: boolean;
}

/** A list of the section, held as every data area holds its data. */
export type GlanceListState = DataState<readonly GlanceService[]>;

export interface ServicesAtAGlanceLabels {
  readonly tabsLabel: string;
  readonly favourites: string;
  readonly popular: string;
  readonly quickActions: string;
  readonly viewAll: string;
  readonly loading: string;
  readonly retry: string;
  readonly retrying: string;
  /** "You haven't pinned any services to your home page yet." */
  readonly favouritesEmpty: string;
  readonly goToFavourites: string;
}

export interface ServicesAtAGlanceProps extends Omit<ComponentPropsWithRef<'section'>, 'title'> {
  /** "My services" signed in, "Most popular" for a visitor (spec 001 §2, §4). */
  readonly title: ReactNode;
  readonly labels: ServicesAtAGlanceLabels;
  readonly favourites: GlanceListState;
  readonly popular: GlanceListState;
  readonly quickActions: readonly { readonly label: string; readonly href: string }[];
  readonly viewAllHref: string;
  readonly favouritesHref: string;
  /** Favourites first (signed in) or Popular first (visitor). */
  readonly defaultTab?: 'favourites' | 'popular';
  /** An app-only favourite was chosen: show the download-app popup (S4.6). */
  readonly onAppOnly: (service: GlanceService) => void;
}

const ITEM =
  'flex min-h-11 w-full items-center gap-2 rounded-control border border-line bg-canvas px-4 py-2 text-start text-body font-semibold break-words text-brand hover:bg-surface focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus';

function GlanceList({
  state,
  labels,
  empty,
  onAppOnly,
}: {
  readonly state: GlanceListState;
  readonly labels: ServicesAtAGlanceLabels;
  readonly empty: ReactNode;
  readonly onAppOnly: (service: GlanceService) => void;
}) {
  if (state.status === 'loading')
    return (
      <SkeletonGroup label={labels.loading} className="flex flex-col gap-2 py-3">
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} shape="block" className="h-11" />
        ))}
      </SkeletonGroup>
    );
  if (state.status === 'error')
    return (
      <ErrorState
        className="py-3"
        message={state.message}
        retryLabel={labels.retry}
        retryingLabel={labels.retrying}
        onRetry={state.onRetry}
      />
    );
  if (state.data.length === 0) return <div className="py-3">{empty}</div>;
  return (
    <ul className="grid grid-cols-1 gap-2 py-3 sm:grid-cols-2">
      {state.data.map((service) => (
        <li key={service.id}>
          {service.appOnly ? (
            <button type="button" className={ITEM} onClick={() => onAppOnly(service)}>
              <Smartphone aria-hidden="true" className="size-5 shrink-0" />
              {service.name}
            </button>
          ) : (
            <a className={cn(ITEM, 'underline-offset-4 hover:underline')} href={service.href}>
              {service.name}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * Services at a glance (SCREENS.md S2.5): tabs Favourites / Popular, Quick Actions and a view-all
 * link. Nothing pinned → the prompt with "Go to Favourites". A favourite available only in the app
 * is a button (it opens the download prompt, not a page).
 */
export function ServicesAtAGlance({
  title,
  labels,
  favourites,
  popular,
  quickActions,
  viewAllHref,
  favouritesHref,
  defaultTab = 'popular',
  onAppOnly,
  className,
  ...props
}: ServicesAtAGlanceProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      data-slot="services-at-a-glance"
      className={cn('flex min-w-0 flex-col gap-4', className)}
      {...props}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={headingId} className="text-title font-bold text-ink">
          {title}
        </h2>
        <Link variant="standalone" href={viewAllHref}>
          {labels.viewAll}
        </Link>
      </div>
      <div className="grid min-w-0 grid-cols-1 gap-6 lg:grid-cols-3">
        {/* A new default tab starts the tabs again on it: a page drawn for a visitor (Popular)
            that learns the reader signed in opens on Favourites. */}
        <Tabs key={defaultTab} defaultValue={defaultTab} className="min-w-0 lg:col-span-2">
          <TabsList aria-label={labels.tabsLabel}>
            <TabsTab value="favourites">{labels.favourites}</TabsTab>
            <TabsTab value="popular">{labels.popular}</TabsTab>
          </TabsList>
          <TabsPanel value="favourites">
            <GlanceList
              state={favourites}
              labels={labels}
              onAppOnly={onAppOnly}
              empty={
                <EmptyState
                  action={
                    <Button asChild variant="secondary">
                      <a href={favouritesHref}>{labels.goToFavourites}</a>
                    </Button>
                  }
                >
                  {labels.favouritesEmpty}
                </EmptyState>
              }
            />
          </TabsPanel>
          <TabsPanel value="popular">
            <GlanceList state={popular} labels={labels} onAppOnly={onAppOnly} empty={null} />
          </TabsPanel>
        </Tabs>
        <div className="flex min-w-0 flex-col gap-3">
          <h3 className="text-body font-semibold text-ink">{labels.quickActions}</h3>
          <ul className="flex flex-col gap-2">
            {quickActions.map((action) => (
              <li key={action.href}>
                <Link variant="standalone" href={action.href}>
                  {action.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
