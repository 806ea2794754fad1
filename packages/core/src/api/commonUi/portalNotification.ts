import type { ApiLanguage } from '../../client/createPortalClient';
import { readText } from '../../rules/internal/readField';
import {
  notificationTypeOf,
  type NotificationType,
} from '../../rules/notifications/notificationType';
import type { RawNotification } from './notificationsCall';

/**
 * A notification kind (spec 000 §2, the list lives once in `rules/notifications`), or `unknown` for a
 * kind this release does not know, so a new server-side type never fails a whole list.
 */
export type PortalNotificationType = NotificationType | 'unknown';

/** A notification read from either spelling of spec 000 §3 / spec 001 §3, in the user's language. */
export interface PortalNotification {
  /** BellNotificationID, the id `updateRead` takes. */
  readonly id: string | undefined;
  readonly type: PortalNotificationType;
  readonly title: string | undefined;
  /** Message, or Message_EN / Message_AR for activities. */
  readonly message: string | undefined;
  /** ActionURL_EN / ActionURL_AR in the user's language, else URL (spec 000 §2 external type). Not yet checked: pass it through `safeUrl` before navigating. */
  readonly actionUrl: string | undefined;
  /** InfoDate (actions) or CreateDate (activities), as sent. */
  readonly date: string | undefined;
  /** BellStatus (actions) or Status (activities); 0 and 1 mean new (spec 001 §4). */
  readonly status: number | undefined;
  /** CaseID, for support/case notifications. */
  readonly caseId: string | undefined;
  /** TxnCode, for payment notifications (opens the payments list with `txncode`). */
  readonly txnCode: string | undefined;
  readonly adgeId: string | undefined;
}

/** Normalises one raw notification (spec 000 §3: "type or NotificationType"). Never throws. */
export function toPortalNotification(raw: RawNotification, lang: ApiLanguage): PortalNotification {
  const localUrl = lang === 'ar' ? raw.ActionURL_AR : raw.ActionURL_EN;
  const localMessage = lang === 'ar' ? raw.Message_AR : raw.Message_EN;
  return {
    id: raw.BellNotificationID ?? undefined,
    type: notificationTypeOf(raw) ?? 'unknown',
    title: readText(raw.Title),
    message: readText(raw.Message) ?? readText(localMessage),
    actionUrl: readText(localUrl) ?? readText(raw.URL),
    date: readText(raw.InfoDate) ?? readText(raw.CreateDate),
    status: raw.BellStatus ?? raw.Status ?? undefined,
    caseId: raw.CaseID ?? undefined,
    txnCode: raw.TxnCode ?? undefined,
    adgeId: raw.ADGEID ?? undefined,
  };
}
