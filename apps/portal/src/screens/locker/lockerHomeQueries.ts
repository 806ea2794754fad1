import type { PortalLocale, SpaceKind } from '@portal/core';
import { loadSpaceStatistics, spaceStatisticsCall } from '@portal/core/api/applications';
import { loadLockerWidgets, widgetListCall } from '@portal/core/api/commonUi';
import { dashboardSpotlightsCall, getHighlights } from '@portal/core/api/portal';
import type { PortalClient } from '@portal/core/client';
import { queryKeyOf } from '@portal/core/query';
import { queryOptions } from '@tanstack/react-query';

/**
 * The locker home's reads beside the applications (SCREENS.md S3.1): spotlights, widgets and space
 * statistics. Keys are core's (call, language, input), so a change elsewhere can invalidate them
 * by the call's prefix (dismissing a spotlight refreshes the spotlights widget's count too).
 */

/** The dashboard spotlights (spec 000 §7 getDashboardSpotlights). */
export function dashboardSpotlightsQuery(client: PortalClient) {
  return queryOptions({
    queryKey: queryKeyOf(dashboardSpotlightsCall, client.options.lang, {}),
    queryFn: ({ signal }) => getHighlights(client, 'dashboardSpotlights', { signal }),
  });
}

/** The person's widgets, summarised (widgetList, then each widget's data). */
export function lockerWidgetsQuery(client: PortalClient, locale: PortalLocale) {
  return queryOptions({
    queryKey: queryKeyOf(widgetListCall, client.options.lang, { summaries: true }),
    // The time is read when the widgets are read: what "upcoming" means moves with it.
    queryFn: ({ signal }) => loadLockerWidgets(client, { locale, now: new Date(), signal }),
  });
}

/** The request statistics of the person's spaces, of one kind when the page's spaceCode names it. */
export function spaceStatisticsQuery(client: PortalClient, kind: SpaceKind | undefined) {
  return queryOptions({
    queryKey: queryKeyOf(spaceStatisticsCall, client.options.lang, { kind: kind ?? 'all' }),
    queryFn: ({ signal }) =>
      loadSpaceStatistics(client, { ...(kind === undefined ? {} : { kind }), signal }),
  });
}
