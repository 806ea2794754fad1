import type { CallOptions, PortalClient } from '../../client/createPortalClient';
import {
  HIGHLIGHTS_PLATFORM,
  announcementsCall,
  dashboardSpotlightsCall,
  notificationSpotlightsCall,
  spotlightInteractionsCall,
  whatsNewCall,
  type Highlight,
  type SpotlightInteractionsRequest,
} from './highlightsCalls';

/** Which highlights list to read (spec 000 §7 highlights service). */
export type HighlightsList =
  'dashboardSpotlights' | 'whatsNew' | 'announcements' | 'notificationSpotlights';

const CALLS = {
  dashboardSpotlights: dashboardSpotlightsCall,
  whatsNew: whatsNewCall,
  announcements: announcementsCall,
  notificationSpotlights: notificationSpotlightsCall,
} as const satisfies Record<HighlightsList, typeof dashboardSpotlightsCall>;

/**
 * One highlights list for the portal platform in the client's language (spec 000 §7:
 * getDashboardSpotlights, getWhatsNewDetails, getAnnouncementDetails, getNotificationSpotlights).
 * @throws {PortalError} on any failure.
 */
export async function getHighlights(
  client: PortalClient,
  list: HighlightsList,
  options: CallOptions = {},
): Promise<Highlight[]> {
  const call = CALLS[list];
  const response = await client.send(call, {
    request: { platform: HIGHLIGHTS_PLATFORM, language: client.options.lang },
    signal: options.signal,
  });
  return response.data;
}

/**
 * Records that the user read or dismissed spotlights (spec 000 §7 upsertSpotlightUserInteractions).
 * Resolves `false` on `success: false`.
 * @throws {PortalError} on transport or format failures.
 */
export async function recordSpotlightInteractions(
  client: PortalClient,
  spotlights: SpotlightInteractionsRequest['spotlights'],
  options: CallOptions = {},
): Promise<boolean> {
  const response = await client.send(spotlightInteractionsCall, {
    request: { platform: HIGHLIGHTS_PLATFORM, spotlights: [...spotlights] },
    signal: options.signal,
  });
  return response?.success !== false;
}
