import type { PortalLocale, SpaceKind } from '@portal/core';
import {
  combinedListCall,
  loadSpaceRequests,
  loadSpaceStatistics,
  spaceStatisticsCall,
} from '@portal/core/api/applications';
import { loadLockerWidgets, widgetListCall } from '@portal/core/api/commonUi';
import { dashboardSpotlightsCall, getHighlights } from '@portal/core/api/portal';
import type { PortalClient } from '@portal/core/client';
import { portalQuery } from '../../platform/api/portalQuery';

/**
 * The locker home's reads beside the applications (SCREENS.md S3.1): spotlights, widgets and space
 * statistics. Keys are core's (call, language, input), so a change elsewhere can invalidate them
 * by the call's prefix (dismissing a spotlight refreshes the spotlights widget's count too).
 */

/** The dashboard spotlights (spec 000 §7 getDashboardSpotlights). */
export function dashboardSpotlightsQuery(client: PortalClient) {
  return portalQuery(dashboardSpotlightsCall, client, {}, (c, _, options) =>
    getHighlights(c, 'dashboardSpotlights', options),
  );
}

/** The person's widgets, summarised (widgetList, then each widget's data). */
export function lockerWidgetsQuery(client: PortalClient, locale: PortalLocale) {
  // The time is read when the widgets are read: what "upcoming" means moves with it.
  return portalQuery(widgetListCall, client, { summaries: true }, (c, _, { signal }) =>
    loadLockerWidgets(c, { locale, now: new Date(), ...(signal ? { signal } : {}) }),
  );
}

/** The request statistics of the person's spaces, of one kind when the page's spaceCode names it. */
export function spaceStatisticsQuery(client: PortalClient, kind: SpaceKind | undefined) {
  return portalQuery(spaceStatisticsCall, client, { kind: kind ?? 'all' }, (c, _, { signal }) =>
    loadSpaceStatistics(c, {
      ...(kind === undefined ? {} : { kind }),
      ...(signal ? { signal } : {}),
    }),
  );
}

/** The person's spaces of one kind with their requests and statistics (the spaces page, S8.3). */
export function spaceRequestsQuery(client: PortalClient, kind: SpaceKind) {
  return portalQuery(combinedListCall, client, { spaces: kind }, (c, _, { signal }) =>
    loadSpaceRequests(c, { kind, ...(signal ? { signal } : {}) }),
  );
}
