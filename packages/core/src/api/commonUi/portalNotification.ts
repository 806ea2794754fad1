import type { ApiLanguage } from '../../client/createPortalClient';
import type { RawNotification } from './notificationsCall';

/**
 * Notification kinds and where each opens (spec 000 §2): application, payment, document, support or
 * case, documentAuth, recurringPayment, spotlight, external. Anything else is `unknown`.
 */
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

/** A known notification kind, or `unknown` for a kind this release does not know. */
export type NotificationType = (typeof NOTIFICATION_TYPES)[number] | 'unknown';

/** A notification read from either spelling of spec 000 §3 / spec 001 §3, in the user's language. */
export interface PortalNotification {
  /** BellNotificationID, the id `updateRead` takes. */
  readonly id: string | undefined;
  readonly type: NotificationType;
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

const byLowerCase = new Map(NOTIFICATION_TYPES.map((type) => [type.toLowerCase(), type] as const));

function typeOf(value: unknown): NotificationType {
  return typeof value === 'string'
    ? (byLowerCase.get(value.trim().toLowerCase()) ?? 'unknown')
    : 'unknown';
}

function present(value: string | null | undefined): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** Normalises one raw notification (spec 000 §3: "type or NotificationType"). Never throws. */
export function toPortalNotification(raw: RawNotification, lang: ApiLanguage): PortalNotification {
  const localUrl = lang === 'ar' ? raw.ActionURL_AR : raw.ActionURL_EN;
  const localMessage = lang === 'ar' ? raw.Message_AR : raw.Message_EN;
  return {
    id: raw.BellNotificationID ?? undefined,
    type: typeOf(raw.type ?? raw.NotificationType),
    title: present(raw.Title),
    message: present(raw.Message) ?? present(localMessage),
    actionUrl: present(localUrl) ?? present(raw.URL),
    date: present(raw.InfoDate) ?? present(raw.CreateDate),
    status: raw.BellStatus ?? raw.Status ?? undefined,
    caseId: raw.CaseID ?? undefined,
    txnCode: raw.TxnCode ?? undefined,
    adgeId: raw.ADGEID ?? undefined,
  };
}
