import {
  applicationListFiltersOf,
  DEFAULT_APPLICATION_LIST_FILTERS,
  entityFilterOptionsOf,
  type PortalLocale,
} from '@portal/core';
import {
  COMBINED_LIST_PAGE_SIZE,
  combinedListCall,
  getCombinedList,
  getJourneyList,
  JOURNEY_LIST_PAGE_SIZE,
  journeyListCall,
  type ApplicationListInput,
  type ApplicationPage,
} from '@portal/core/api/applications';
import type { PortalClient } from '@portal/core/client';
import {
  applicationCardOf,
  type ApplicationListFilterValues,
  type ApplicationListPage,
  type DataState,
  type LockerT,
} from '@portal/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { portalQuery } from '../../platform/api/portalQuery';
import { queryStateOf } from '../../shell/dataState/queryState';

/** The filters the locker opens with: core's defaults, every service. */
export const INITIAL_FILTERS: ApplicationListFilterValues = {
  ...DEFAULT_APPLICATION_LIST_FILTERS,
  entityId: '',
};

/** Whether the picked filters hide anything the initial ones show. */
export function isFiltered(filters: ApplicationListFilterValues): boolean {
  return (Object.keys(INITIAL_FILTERS) as (keyof ApplicationListFilterValues)[]).some(
    (key) => filters[key] !== INITIAL_FILTERS[key],
  );
}

/** What the combined list is asked for: core's consistent filter set, the service and the page. */
export function combinedListInputOf(
  filters: ApplicationListFilterValues,
  page: number,
): ApplicationListInput {
  return {
    ...applicationListFiltersOf(filters),
    ...(filters.entityId === '' ? {} : { entityId: filters.entityId }),
    page,
  };
}

/** The query of the requests-and-drafts list (shared with the discard mutation's cache update). */
export function combinedListQuery(client: PortalClient, input: ApplicationListInput) {
  return portalQuery(combinedListCall, client, input, getCombinedList);
}

/** The query of the journey list. */
export function journeyListQuery(client: PortalClient, page: number) {
  return portalQuery(journeyListCall, client, { page }, getJourneyList);
}

export const PAGE_SIZE = { combined: COMBINED_LIST_PAGE_SIZE, journeys: JOURNEY_LIST_PAGE_SIZE };

/** A list query as the composition's four states, each card's words decided by core. */
export function listStateOf(
  query: UseQueryResult<ApplicationPage>,
  t: LockerT,
  locale: PortalLocale,
  now: Date,
): DataState<ApplicationListPage> {
  return queryStateOf(query, t('something.wentWrong'), (page) => ({
    items: page.items.map((item) => applicationCardOf(item, t, locale, now)),
    totalCount: page.totalCount ?? page.items.length,
  }));
}

/** The service filter's choices, from the ADGE lookup of the last answer. */
export function serviceOptionsOf(page: ApplicationPage | undefined, locale: PortalLocale) {
  return entityFilterOptionsOf(page?.adgeLookup, locale === 'ar-AE' ? 'ar' : 'en');
}
