import { firstPresent, readText } from '../internal/readField';

/** Notification types and the destination each opens (spec 000 §2). */
export const NOTIFICATION_TYPES = [
  'application',
  'payment',
  'document',
  'support',
  'case',
  'documentAuth',
  'recurringPayment',
  'spotlight',
  'external',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/**
 * The type of a notification from `type` or `NotificationType` (spec 000 §3), matched ignoring case
 * (`DocumentAuth`, `documentauth`); `undefined` for a missing or unknown type.
 */
export function notificationTypeOf(raw: unknown): NotificationType | undefined {
  const text = readText(
    firstPresent(raw, ['type', 'NotificationType', 'Type', 'notificationType']),
  )?.toLowerCase();
  return NOTIFICATION_TYPES.find((type) => type.toLowerCase() === text);
}
