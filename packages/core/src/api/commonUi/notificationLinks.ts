import type { PortalLocale } from '../../locale/portalLocale';
import { notificationDestinationOf } from '../../rules/notifications/notificationDestination';
import type { PortalNotification } from './portalNotification';

/**
 * The record core's notification rules read (`notificationDestinationOf`, `isNewActionNotification`,
 * `isUnreadNotification`: the wire's field names), rebuilt from a normalised notification. Its action
 * URL is already the user's language's, so it stands for both languages.
 */
export function notificationRecordOf(notification: PortalNotification): Record<string, unknown> {
  return {
    type: notification.type,
    BellStatus: notification.status,
    Status: notification.status,
    TxnCode: notification.txnCode,
    CaseID: notification.caseId,
    ActionURL_EN: notification.actionUrl,
    ActionURL_AR: notification.actionUrl,
  };
}

export interface NotificationHrefContext {
  readonly locale: PortalLocale;
  /** The portal's origin: a same-origin URL becomes a path, any other must pass `safeUrl`. */
  readonly origin: string;
  /** Where a spotlight notification leads (the bell's spotlights tab lives on the notifications page); none by default. */
  readonly spotlightsHref?: string;
  /** Origins besides the portal's that an external notification may lead to. */
  readonly allowedOrigins?: readonly string[];
}

/**
 * Where opening a notification leads, as an address for a link (spec 000 §2, through
 * `notificationDestinationOf`): a portal path, a same-origin URL as a path (so the router can follow
 * it), an allowed external URL whole, or `undefined` when there is nowhere safe to go.
 */
export function notificationHrefOf(
  notification: PortalNotification,
  context: NotificationHrefContext,
): string | undefined {
  const destination = notificationDestinationOf(
    notificationRecordOf(notification),
    context.locale,
    {
      origin: context.origin,
      ...(context.allowedOrigins === undefined ? {} : { allowedOrigins: context.allowedOrigins }),
    },
  );
  switch (destination.kind) {
    case 'path':
      return destination.path;
    case 'url':
      return destination.url.origin === context.origin
        ? `${destination.url.pathname}${destination.url.search}${destination.url.hash}`
        : destination.url.href;
    case 'spotlights':
      return context.spotlightsHref;
    case 'none':
      return undefined;
  }
}
