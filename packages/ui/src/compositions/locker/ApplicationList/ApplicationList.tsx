import type { ApplicationListFilters, FilterOption } from '@portal/core';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cn } from '../../../lib/cn';
import { Button } from '../../../components/Button';
import { Checkbox } from '../../../components/Checkbox';
import { Field } from '../../../components/Field';
import { Pagination } from '../../../components/Pagination';
import { Select } from '../../../components/Select';
import { Skeleton } from '../../../components/Skeleton';
import { ApplicationCard, type ApplicationCardData } from '../ApplicationCard';
import { DataStateView, type DataState } from '../../../components/DataStateView';

/** The filters a person picks: core's three flags plus the service (an ADGE entity code, '' for all). */
export interface ApplicationListFilterValues extends ApplicationListFilters {
  readonly entityId: string;
}

/** Every word of the list, translated by the caller. */
export interface ApplicationListLabels {
  /** Said while loading ("Loading your applications"). */
  readonly loading: string;
  /** Nothing at all in progress. */
  readonly empty: string;
  /** Nothing matches the picked filters. */
  readonly emptyFiltered: string;
  readonly clearFilters: string;
  readonly retry: string;
  readonly retrying: string;
  /** "12 results". */
  readonly results: (count: number) => string;
  readonly filters: {
    readonly title: string;
    readonly addDrafts: string;
    readonly addDelegated: string;
    readonly onlyDrafts: string;
    readonly service: string;
    readonly allServices: string;
  };
  readonly pagination: {
    readonly label: string;
    readonly previous: string;
    readonly next: string;
    readonly page: (page: number) => string;
  };
  /** The discard button of a draft card ("Discard draft"). */
  readonly discardDraft: string;
}

/** One page of cards and how many there are in all. */
export interface ApplicationListPage {
  readonly items: readonly ApplicationCardData[];
  readonly totalCount: number;
}

export interface ApplicationListProps extends Omit<ComponentPropsWithRef<'section'>, 'children'> {
  readonly state: DataState<ApplicationListPage>;
  readonly labels: ApplicationListLabels;
  /** The filter form; omitted for lists without filters (journeys). */
  readonly filters?: {
    readonly value: ApplicationListFilterValues;
    readonly onValueChange: (value: ApplicationListFilterValues) => void;
    /** The service filter's choices (`entityFilterOptionsOf` of the ADGE lookup). */
    readonly serviceOptions: readonly FilterOption[];
    /** Whether the picked filters differ from the defaults (an empty list then offers to clear them). */
    readonly isFiltered: boolean;
    readonly onClear: () => void;
  };
  /** Current page from 1, and how many pages there are (from the total and core's page size). */
  readonly page: number;
  readonly pageCount: number;
  readonly onPageChange: (page: number) => void;
  /** Shown on draft cards as a "Discard draft" button; called with the card. */
  readonly onDiscardDraft?: (item: ApplicationCardData) => void;
  /**
   * Other actions of a card (a journey card's "View journey" link), shown at its bottom after the
   * discard button; `undefined` for none.
   */
  readonly cardActions?: (item: ApplicationCardData) => ReactNode;
  /** The next step of the empty state (a link to the services). */
  readonly emptyAction?: ReactNode;
  /** The cards' heading level. Default 3. */
  readonly cardHeadingLevel?: 2 | 3 | 4;
}

/**
 * Applications in progress (SCREENS.md S3.2): the filters (include drafts, include delegated, drafts
 * only, and the service from the ADGE lookup), then the cards of one page and the pages. Loading
 * shows card-shaped placeholders, an error the message with a retry, an empty list a sentence and
 * the next step (or "clear filters" when filters hide everything).
 */
export function ApplicationList({
  state,
  labels,
  filters,
  page,
  pageCount,
  onPageChange,
  onDiscardDraft,
  cardActions,
  emptyAction,
  cardHeadingLevel = 3,
  className,
  ...props
}: ApplicationListProps) {
  return (
    <section
      data-slot="application-list"
      className={cn('flex min-w-0 flex-col gap-6', className)}
      {...props}
    >
      {filters && <ApplicationFilters labels={labels} {...filters} />}
      <DataStateView
        state={state}
        labels={labels}
        skeleton={[0, 1, 2].map((index) => (
          <div key={index} className="flex flex-col gap-3 rounded-card border border-line p-5">
            <Skeleton className="w-2/3" />
            <Skeleton className="h-2" />
            <Skeleton className="w-1/3" />
          </div>
        ))}
        isEmpty={(data) => data.items.length === 0}
        empty={{
          message: filters?.isFiltered ? labels.emptyFiltered : labels.empty,
          action: filters?.isFiltered ? (
            <Button variant="secondary" onClick={filters.onClear}>
              {labels.clearFilters}
            </Button>
          ) : (
            emptyAction
          ),
        }}
      >
        {(data) => (
          <>
            <p className="text-caption text-ink-muted" role="status">
              {labels.results(data.totalCount)}
            </p>
            <ul className="grid min-w-0 gap-4 sm:grid-cols-2">
              {data.items.map((item) => {
                const discard =
                  item.isDraft && onDiscardDraft ? (
                    <Button
                      variant="tertiary"
                      size="sm"
                      aria-label={`${labels.discardDraft}: ${item.title}`}
                      onClick={() => onDiscardDraft(item)}
                    >
                      {labels.discardDraft}
                    </Button>
                  ) : undefined;
                const others = cardActions?.(item);
                return (
                  <ApplicationCard
                    key={item.id}
                    {...item}
                    headingLevel={cardHeadingLevel}
                    actions={
                      discard || others ? (
                        <>
                          {discard}
                          {others}
                        </>
                      ) : undefined
                    }
                  />
                );
              })}
            </ul>
            {pageCount > 1 && (
              <Pagination
                label={labels.pagination.label}
                pageCount={pageCount}
                page={page}
                onPageChange={onPageChange}
                previousLabel={labels.pagination.previous}
                nextLabel={labels.pagination.next}
                pageLabel={labels.pagination.page}
              />
            )}
          </>
        )}
      </DataStateView>
    </section>
  );
}

interface ApplicationFiltersProps extends NonNullable<ApplicationListProps['filters']> {
  readonly labels: ApplicationListLabels;
}

function ApplicationFilters({
  labels,
  value,
  onValueChange,
  serviceOptions,
}: ApplicationFiltersProps) {
  const set = (change: Partial<ApplicationListFilterValues>) =>
    onValueChange({ ...value, ...change });
  return (
    <fieldset
      data-slot="application-filters"
      className="flex min-w-0 flex-col gap-4 rounded-card border border-line p-4"
    >
      <legend className="px-1 text-body font-semibold">{labels.filters.title}</legend>
      <div className="flex min-w-0 flex-wrap gap-x-6 gap-y-3">
        <Checkbox
          label={labels.filters.addDrafts}
          checked={value.addDrafts}
          // Drafts only implies drafts included (core's applicationListFiltersOf).
          disabled={value.onlyDrafts}
          onCheckedChange={(addDrafts) => set({ addDrafts })}
        />
        <Checkbox
          label={labels.filters.addDelegated}
          checked={value.addDelegated}
          onCheckedChange={(addDelegated) => set({ addDelegated })}
        />
        <Checkbox
          label={labels.filters.onlyDrafts}
          checked={value.onlyDrafts}
          onCheckedChange={(onlyDrafts) => set({ onlyDrafts })}
        />
      </div>
      <Field label={labels.filters.service} className="max-w-sm">
        <Select value={value.entityId} onValueChange={(entityId) => set({ entityId })}>
          <option value="">{labels.filters.allServices}</option>
          {serviceOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </Field>
    </fieldset>
  );
}
