import * as z from 'zod/mini';
import { defineCall } from '../../client/defineCall';
import { envelopeOf, outcomeResponseSchema } from '../internal/envelope';
import { idText, listOf, optionalText } from '../internal/wireValues';
import { tolerantEnum } from '../internal/tolerantEnum';

/** Platform the portal identifies itself as to the highlights service (spec 000 §7: platform 'portal'). */
export const HIGHLIGHTS_PLATFORM = 'portal';

/** Wire payload of the highlights reads (spec 000 §7: platform, language). */
export const highlightsRequestSchema = z.object({
  platform: z.literal(HIGHLIGHTS_PLATFORM),
  language: z.enum(['en', 'ar']),
});

/**
 * How the user has dealt with a spotlight (spec 001 §3 userInteractionStatus, §4 "spotlight unread").
 * Assumption: unread, read, dismissed; other values read as `unknown`.
 */
export const SPOTLIGHT_STATUSES = ['unread', 'read', 'dismissed'] as const;

/**
 * One highlight: a spotlight, a what's-new entry or an announcement (spec 000 §3 Spotlight: spotlightId,
 * status; spec 001 §3 notificationData with startDate, title, desc, tags, and userInteractionStatus).
 * Assumption: all four reads answer items of this one shape.
 */
export const highlightSchema = z.object({
  spotlightId: idText,
  status: optionalText,
  notificationData: z.nullish(
    z.object({
      startDate: optionalText,
      title: optionalText,
      desc: optionalText,
      tags: listOf(z.string()),
    }),
  ),
  userInteractionStatus: tolerantEnum(SPOTLIGHT_STATUSES),
});

export type Highlight = z.infer<typeof highlightSchema>;

const highlightsResponseSchema = envelopeOf(listOf(highlightSchema));

function highlightsRead(name: string) {
  return defineCall({
    id: `portal.${name}`,
    method: 'POST',
    path: `/api/proxy/{highlights-service}/1.0/${name}`,
    request: highlightsRequestSchema,
    response: highlightsResponseSchema,
  });
}

/** POST …/getDashboardSpotlights (spec 000 §7 highlights service). */
export const dashboardSpotlightsCall = highlightsRead('getDashboardSpotlights');
/** POST …/getWhatsNewDetails (spec 000 §7). */
export const whatsNewCall = highlightsRead('getWhatsNewDetails');
/** POST …/getAnnouncementDetails (spec 000 §7). */
export const announcementsCall = highlightsRead('getAnnouncementDetails');
/** POST …/getNotificationSpotlights (spec 000 §7; the header bell's spotlights tab, spec 001 §7). */
export const notificationSpotlightsCall = highlightsRead('getNotificationSpotlights');

/** Wire payload of the interaction upsert (spec 000 §7: platform 'portal', spotlights with spotlightId and status). */
export const spotlightInteractionsRequestSchema = z.object({
  platform: z.literal(HIGHLIGHTS_PLATFORM),
  spotlights: z
    .array(
      z.object({
        spotlightId: z.string().check(z.minLength(1)),
        status: z.enum(['read', 'dismissed']),
      }),
    )
    .check(z.minLength(1)),
});

export type SpotlightInteractionsRequest = z.infer<typeof spotlightInteractionsRequestSchema>;

/** POST …/upsertSpotlightUserInteractions (spec 000 §7). */
export const spotlightInteractionsCall = defineCall({
  id: 'portal.upsertSpotlightUserInteractions',
  method: 'POST',
  path: '/api/proxy/{highlights-service}/1.0/upsertSpotlightUserInteractions',
  request: spotlightInteractionsRequestSchema,
  response: outcomeResponseSchema,
});
