import { SearchX } from 'lucide-react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { ErrorState } from '../../../components/ErrorState';
import { Pagination, type PaginationLinkProps } from '../../../components/Pagination';
import { Skeleton, SkeletonGroup } from '../../../components/Skeleton';
import { Tabs, TabsList, TabsPanel, TabsTab } from '../../../components/Tabs';
import { cn } from '../../../lib/cn';

/** One result: a service's name and where it opens (checked by the caller). */
export interface SearchResultItem {
  readonly id: string;
  readonly title: string;
  readonly href: string;
}

/** The results of the selected tab, or why there are none yet. */
export type SearchResultsState =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly message: string; readonly onRetry: () => void }
  | {
      readonly status: 'ready';
      readonly results: readonly SearchResultItem[];
      /** "12 results for “licence”", counted and worded by the caller. */
      readonly countText: string;
      readonly page: number;
      readonly pageCount: number;
    };

/** The words of the results page, translated by the caller. */
export interface SearchResultsLabels {
  readonly tabsLabel: string;
  readonly loading: string;
  readonly retry: string;
  readonly retrying: string;
  readonly paginationLabel: string;
  readonly previousPage: string;
  readonly nextPage: string;
  readonly pageLabel: (page: number) => string;
  /** "No results found". */
  readonly noResultsTitle: string;
  /** "We couldn't find anything for “query”". */
  readonly noResultsDescription: string;
  readonly tipsTitle: string;
  /** The four tips (spec 001 §2): spelling, fewer, different, more general keywords. */
  readonly tips: readonly string[];
}

export interface SearchResultsProps extends Omit<ComponentPropsWithRef<'section'>, 'children'> {
  readonly labels: SearchResultsLabels;
  /** The audience tabs in order (Individual, Emirati, Business, Workspaces). */
  readonly tabs: readonly { readonly value: string; readonly label: string }[];
  readonly tab: string;
  readonly onTabChange: (tab: string) => void;
  readonly state: SearchResultsState;
  /** The address of a page of results (pages are links, so they can be opened and shared). */
  readonly pageHref: (page: number) => string;
  /** Router adapter for the page links and result links (plain `<a>` when omitted). */
  readonly renderLink?: (link: PaginationLinkProps) => ReactNode;
}

function NoResults({ labels }: { readonly labels: SearchResultsLabels }) {
  return (
    <div data-slot="search-no-results" className="flex flex-col gap-3 py-6">
      <SearchX aria-hidden="true" className="size-10 text-ink-muted" />
      <h2 className="text-title font-bold text-ink">{labels.noResultsTitle}</h2>
      <p className="text-body break-words text-ink">{labels.noResultsDescription}</p>
      <h3 className="mt-2 text-body font-semibold text-ink">{labels.tipsTitle}</h3>
      <ul className="list-disc ps-6 text-body text-ink">
        {labels.tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </div>
  );
}

function TabContent({
  labels,
  state,
  pageHref,
  renderLink,
}: Pick<SearchResultsProps, 'labels' | 'state' | 'pageHref' | 'renderLink'>) {
  if (state.status === 'loading') {
    return (
      <SkeletonGroup label={labels.loading} className="flex flex-col gap-3 py-4">
        <Skeleton shape="line" className="w-48" />
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} shape="block" className="h-16" />
        ))}
      </SkeletonGroup>
    );
  }
  if (state.status === 'error') {
    return (
      <ErrorState
        className="py-4"
        message={state.message}
        retryLabel={labels.retry}
        retryingLabel={labels.retrying}
        onRetry={state.onRetry}
      />
    );
  }
  if (state.results.length === 0) return <NoResults labels={labels} />;
  const link = ({ children, ...props }: PaginationLinkProps) =>
    renderLink ? renderLink({ children, ...props }) : <a {...props}>{children}</a>;
  return (
    <div className="flex flex-col gap-4 py-4">
      <p role="status" className="text-body text-ink-muted">
        {state.countText}
      </p>
      <ul data-slot="search-result-list" className="flex flex-col gap-2">
        {state.results.map((result) => (
          <li key={result.id}>
            {link({
              href: result.href,
              'data-slot': 'search-result-link',
              className: cn(
                'flex min-h-11 items-center rounded-card border border-line bg-surface px-4 py-3',
                'text-body font-semibold break-words text-brand underline-offset-4 hover:underline',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
              ),
              children: result.title,
            })}
          </li>
        ))}
      </ul>
      {state.pageCount > 1 ? (
        <Pagination
          label={labels.paginationLabel}
          pageCount={state.pageCount}
          page={state.page}
          hrefOf={pageHref}
          renderLink={renderLink}
          previousLabel={labels.previousPage}
          nextLabel={labels.nextPage}
          pageLabel={labels.pageLabel}
        />
      ) : null}
    </div>
  );
}

/**
 * The search results page's body (SCREENS.md S2.6; spec 001 §2): the audience tabs (Individual,
 * Emirati, Business, Workspaces), the count, the result links and pages — or the spec's no-results
 * screen with the query and four tips. Loading shows a skeleton of the list, an error the message
 * and a retry.
 */
export function SearchResults({
  labels,
  tabs,
  tab,
  onTabChange,
  state,
  pageHref,
  renderLink,
  className,
  ...props
}: SearchResultsProps) {
  return (
    <section data-slot="search-results" className={cn('min-w-0', className)} {...props}>
      <Tabs value={tab} onValueChange={onTabChange}>
        <TabsList aria-label={labels.tabsLabel}>
          {tabs.map((item) => (
            <TabsTab key={item.value} value={item.value}>
              {item.label}
            </TabsTab>
          ))}
        </TabsList>
        {tabs.map((item) => (
          <TabsPanel key={item.value} value={item.value}>
            {item.value === tab ? (
              <TabContent
                labels={labels}
                state={state}
                pageHref={pageHref}
                renderLink={renderLink}
              />
            ) : null}
          </TabsPanel>
        ))}
      </Tabs>
    </section>
  );
}
