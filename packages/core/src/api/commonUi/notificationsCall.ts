import * as z from 'zod/mini';
import { defineCall } from '../../client/defineCall';
import { listOf, optionalIdText, optionalNumeric, optionalText } from '../internal/wireValues';
import { envelopeOf } from '../internal/envelope';

/**
 * Which notification list to fetch: `actionable` (spec 000 §7), and the header bell's `activities` and
 * `actionRequired` tabs (spec 001 §7).
 */
export const NOTIFICATION_LIST_TYPES = ['actionable', 'activities', 'actionRequired'] as const;

/** One of {@link NOTIFICATION_LIST_TYPES}. */
export type NotificationListType = (typeof NOTIFICATION_LIST_TYPES)[number];

/**
 * Wire payload of the notifications list (spec 000 §7: types, pageSize, pageOffset, NotificationType,
 * lang, sort ASC, Version 2.0).
 * Assumption: `pageOffset` counts items to skip (0 for the first page); the spec names the field only.
 * Choice: at most 100 per page, so a bad caller cannot ask the service for everything at once.
 */
export const notificationsRequestSchema = z.object({
  types: z.array(z.enum(NOTIFICATION_LIST_TYPES)).check(z.minLength(1)),
  pageSize: z.number().check(z.int(), z.positive(), z.maximum(100)),
  pageOffset: z.number().check(z.int(), z.nonnegative()),
  NotificationType: z.optional(z.string()),
  lang: z.enum(['en', 'ar']),
  sort: z.literal('ASC'),
  Version: z.literal('2.0'),
});

/**
 * One notification as the service sends it: the union of the fields of spec 000 §3 (Notification) and
 * spec 001 §3 (action and activity notifications). Every field may be missing or null.
 */
export const rawNotificationSchema = z.object({
  BellNotificationID: optionalIdText,
  type: z.optional(z.unknown()),
  NotificationType: z.optional(z.unknown()),
  Title: optionalText,
  Message: optionalText,
  Message_EN: optionalText,
  Message_AR: optionalText,
  ActionURL_EN: optionalText,
  ActionURL_AR: optionalText,
  URL: optionalText,
  CaseID: optionalIdText,
  TxnCode: optionalIdText,
  ADGEID: optionalIdText,
  InfoDate: optionalText,
  CreateDate: optionalText,
  BellStatus: optionalNumeric,
  Status: optionalNumeric,
});

/**
 * Assumption: the list comes back as `data`, an array, newest last (the request sorts ASC); a page
 * shorter than `pageSize` is the last one. The spec does not show the answer.
 */
export const notificationsResponseSchema = envelopeOf(listOf(rawNotificationSchema));

export type NotificationsRequest = z.infer<typeof notificationsRequestSchema>;
export type RawNotification = z.infer<typeof rawNotificationSchema>;
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;

/**
 * POST …/notifications (spec 000 §7, common UI service; spec 001 §7 header tabs). A read sent as
 * POST, so it is marked idempotent: sending it again cannot change anything.
 */
export const notificationsCall = defineCall({
  id: 'commonUi.notifications',
  method: 'POST',
  path: '/api/proxy/{journey-service-common}/1.0/notifications',
  idempotent: true,
  request: notificationsRequestSchema,
  response: notificationsResponseSchema,
});
