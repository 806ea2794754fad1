import { asRecord, firstPresent, readInteger, readText } from '../internal/readField';
import { notificationTypeOf } from './notificationType';

/** BellStatus / Status values that mean "new" (spec 001 §4: 0 or 1). */
const NEW_STATUSES: ReadonlySet<number> = new Set([0, 1]);

/**
 * Whether an action notification shows as new (spec 001 §4): BellStatus 0 or 1, except payment
 * notifications, which never do. BellStatus may arrive as a numeric string; a missing one is not new.
 */
export function isNewActionNotification(raw: unknown): boolean {
  const record = asRecord(raw);
  if (notificationTypeOf(record) === 'payment') return false;
  const status = readInteger(firstPresent(record, ['BellStatus']));
  return status !== undefined && NEW_STATUSES.has(status);
}

/** Whether an activity notification shows as new (spec 001 §4): Status 0 or 1. */
export function isNewActivityNotification(raw: unknown): boolean {
  const status = readInteger(firstPresent(asRecord(raw), ['Status']));
  return status !== undefined && NEW_STATUSES.has(status);
}

/**
 * Whether a notification is unread, payments included: BellStatus (actions) or Status (activities)
 * is 0 or 1, the statuses the bell's count adds up (spec 000 §7 count, status default `[0, 1]`).
 * Choice: this, not {@link isNewActionNotification}, decides whether "mark as read" is offered, so
 * every notification the badge counts can be taken off it, though a payment never shows as new.
 */
export function isUnreadNotification(raw: unknown): boolean {
  const record = asRecord(raw);
  const status = readInteger(firstPresent(record, ['BellStatus', 'Status']));
  return status !== undefined && NEW_STATUSES.has(status);
}

/**
 * userInteractionStatus values that mean the user has seen a spotlight.
 * Assumption (the values are not shown): `read`, `viewed` or `dismissed`, in any case.
 */
export const SPOTLIGHT_SEEN_STATUSES: readonly string[] = ['read', 'viewed', 'dismissed'];

/**
 * Whether a spotlight notification shows as new (spec 001 §4: "spotlight unread"): its
 * userInteractionStatus is missing or not one of {@link SPOTLIGHT_SEEN_STATUSES}.
 */
export function isNewSpotlight(raw: unknown): boolean {
  const status = readText(firstPresent(asRecord(raw), ['userInteractionStatus']))?.toLowerCase();
  return status === undefined || !SPOTLIGHT_SEEN_STATUSES.includes(status);
}
