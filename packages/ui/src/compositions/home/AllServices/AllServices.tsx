import { Smartphone } from 'lucide-react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Badge } from '../../../components/Badge';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { Pagination, type PaginationLinkProps } from '../../../components/Pagination';
import { Skeleton, SkeletonGroup } from '../../../components/Skeleton';
import { clsx } from 'clsx';
import { cn } from '../../../lib/cn';

/** A category to browse by: its name, where it lists its services, and whether it is the one shown. */
export interface AllServicesCategory {
  readonly key: string;
  readonly label: string;
  readonly href: string;
}

/**
 * One service of the list. A service with `href` is a link to its page; one without it (a mini-app,
 * available only in the mobile app) is a button calling `onOpenApp`, which opens the download dialog.
 */
export interface AllServicesItem {
  readonly id: string;
  readonly title: string;
  readonly description?: string;
  /** The responsible entity's name. */
  readonly entityName?: string;
  readonly href?: string;
  readonly onOpenApp?: () => void;
}

/** The list and its categories, or why they are not there yet. */
export type AllServicesState =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly message: string; readonly onRetry: () => void }
  | {
      readonly status: 'ready';
      readonly categories: readonly AllServicesCategory[];
      readonly services: readonly AllServicesItem[];
      /** "97 services", counted and worded by the caller. */
      readonly countText: string;
      readonly page: number;
      readonly pageCount: number;
    };

/** The words of an "All services" page, translated by the caller. */
export interface AllServicesLabels {
  /** "Browse by category": the category navigation's heading and name. */
  readonly browseByCategory: string;
  readonly allCategories: string;
  /** The service list's name ("Services"). */
  readonly listLabel: string;
  readonly loading: string;
  readonly retry: string;
  readonly retrying: string;
  /** The empty category's sentence. */
  readonly empty: string;
  /** The empty state's next step ("Show all categories"). */
  readonly showAll: string;
  /** The mark of a service available only in the mobile app. */
  readonly appOnly: string;
  readonly paginationLabel: string;
  readonly previousPage: string;
  readonly nextPage: string;
  readonly pageLabel: (page: number) => string;
}

export interface AllServicesProps extends Omit<ComponentPropsWithRef<'section'>, 'title'> {
  readonly labels: AllServicesLabels;
  /** The page's title ("All services for individuals"), its level-1 heading. */
  readonly title: string;
  readonly description: string;
  /** The category shown (a key of `state.categories`); `undefined` is every category. */
  readonly category?: string;
  /** The address of every category (the "All categories" link and the empty state's next step). */
  readonly allCategoriesHref: string;
  readonly state: AllServicesState;
  /** The address of a page of the list (pages are links, so they can be opened and shared). */
  readonly pageHref: (page: number) => string;
  /** Router adapter for the category, service and page links (plain `<a>` when omitted). */
  readonly renderLink?: (link: PaginationLinkProps) => ReactNode;
}

const focusRing =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus';

const pillClass = clsx(
  'inline-flex min-h-11 items-center rounded-pill border border-control-line px-4 py-2',
  'text-body break-words text-ink hover:border-brand',
  'aria-[current=page]:border-brand aria-[current=page]:bg-brand aria-[current=page]:text-on-brand',
  focusRing,
);

function CategoryNav({
  labels,
  categories,
  category,
  allCategoriesHref,
  link,
}: {
  readonly labels: AllServicesLabels;
  readonly categories: readonly AllServicesCategory[];
  readonly category: string | undefined;
  readonly allCategoriesHref: string;
  readonly link: (props: PaginationLinkProps) => ReactNode;
}) {
  const items = [
    { key: undefined, label: labels.allCategories, href: allCategoriesHref },
    ...categories,
  ];
  return (
    <ul data-slot="all-services-categories" className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li key={item.key ?? ''} className="max-w-full">
          {link({
            href: item.href,
            'data-slot': 'all-services-category',
            className: pillClass,
            ...(item.key === category ? { 'aria-current': 'page' as const } : {}),
            children: item.label,
          })}
        </li>
      ))}
    </ul>
  );
}

function ServiceRow({
  service,
  labels,
  link,
}: {
  readonly service: AllServicesItem;
  readonly labels: AllServicesLabels;
  readonly link: (props: PaginationLinkProps) => ReactNode;
}) {
  const nameClass = cn(
    'text-start text-body font-semibold break-words text-brand underline-offset-4 hover:underline',
    'rounded-control',
    focusRing,
  );
  return (
    <li
      data-slot="all-services-item"
      className="flex flex-col gap-1 rounded-card border border-line bg-surface px-4 py-3"
    >
      <h3 className="min-h-6">
        {service.href !== undefined ? (
          link({
            href: service.href,
            'data-slot': 'all-services-link',
            className: nameClass,
            children: service.title,
          })
        ) : (
          <button
            type="button"
            data-slot="all-services-app"
            className={cn(nameClass, 'cursor-pointer')}
            onClick={service.onOpenApp}
          >
            {service.title}
          </button>
        )}
      </h3>
      {service.href === undefined ? (
        <Badge className="self-start">
          <Smartphone aria-hidden="true" className="size-3.5" />
          {labels.appOnly}
        </Badge>
      ) : null}
      {service.description ? (
        <p className="text-body break-words text-ink">{service.description}</p>
      ) : null}
      {service.entityName ? (
        <p className="text-caption break-words text-ink-muted">{service.entityName}</p>
      ) : null}
    </li>
  );
}

function Body({
  labels,
  category,
  allCategoriesHref,
  state,
  pageHref,
  renderLink,
}: Omit<AllServicesProps, 'title' | 'description'>) {
  const link = ({ children, ...props }: PaginationLinkProps) =>
    renderLink ? renderLink({ children, ...props }) : <a {...props}>{children}</a>;
  if (state.status === 'loading') {
    return (
      <SkeletonGroup label={labels.loading} className="flex flex-col gap-4">
        <div className="flex flex-wrap gap-2">
          {[0, 1, 2, 3, 4].map((pill) => (
            <Skeleton key={pill} shape="block" className="h-11 w-32 rounded-pill" />
          ))}
        </div>
        <Skeleton shape="line" className="w-32" />
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} shape="block" className="h-24" />
        ))}
      </SkeletonGroup>
    );
  }
  if (state.status === 'error') {
    return (
      <ErrorState
        message={state.message}
        retryLabel={labels.retry}
        retryingLabel={labels.retrying}
        onRetry={state.onRetry}
      />
    );
  }
  return (
    <>
      <nav aria-labelledby="all-services-browse" className="flex flex-col gap-3">
        <h2 id="all-services-browse" className="text-title font-bold text-ink">
          {labels.browseByCategory}
        </h2>
        <CategoryNav
          labels={labels}
          categories={state.categories}
          category={category}
          allCategoriesHref={allCategoriesHref}
          link={link}
        />
      </nav>
      {state.services.length === 0 ? (
        <EmptyState
          action={link({
            href: allCategoriesHref,
            'data-slot': 'all-services-show-all',
            className: cn(
              'inline-flex min-h-11 items-center text-body font-semibold text-brand underline',
              focusRing,
            ),
            children: labels.showAll,
          })}
        >
          {labels.empty}
        </EmptyState>
      ) : (
        <div className="flex flex-col gap-3">
          <h2 className="sr-only">{labels.listLabel}</h2>
          <p role="status" className="text-body text-ink-muted">
            {state.countText}
          </p>
          <ul aria-label={labels.listLabel} className="flex flex-col gap-3">
            {state.services.map((service) => (
              <ServiceRow key={service.id} service={service} labels={labels} link={link} />
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
      )}
    </>
  );
}

/**
 * An "All services" page of one audience (SCREENS.md S2.7; spec 001 §2 "All services pages for
 * individuals and for business, each with a description and a list of services, plus a
 * browse-by-category action"): the title and description, the categories as links (the one shown
 * marked as the current page), the count, the services with their description and responsible
 * entity, and pages. A service available only in the mobile app is a button that opens the
 * download dialog. Loading shows a skeleton of the categories and list, an error the message and a
 * retry, an empty category a sentence and the way back to every category.
 */
export function AllServices({
  labels,
  title,
  description,
  category,
  allCategoriesHref,
  state,
  pageHref,
  renderLink,
  className,
  ...props
}: AllServicesProps) {
  return (
    <section
      data-slot="all-services"
      className={cn('flex min-w-0 flex-col gap-6', className)}
      {...props}
    >
      <header className="flex flex-col gap-2">
        <h1 className="text-display font-bold break-words text-ink">{title}</h1>
        <p className="text-body break-words text-ink-muted">{description}</p>
      </header>
      <Body
        labels={labels}
        category={category}
        allCategoriesHref={allCategoriesHref}
        state={state}
        pageHref={pageHref}
        renderLink={renderLink}
      />
    </section>
  );
}
