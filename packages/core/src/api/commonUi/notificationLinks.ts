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

/** Where a notification's link goes, and whether it leaves the portal. */
export interface NotificationLink {
  readonly href: string;
  /**
   * An external notification's link to a site not on the allow-list: draw it as a link to another
   * site (a new tab, said in words), never through the portal's router.
   */
  readonly leavesPortal: boolean;
}

/**
 * Where opening a notification leads, as a link (spec 000 §2, through `notificationDestinationOf`):
 * a portal path, a same-origin URL as a path (so the router can follow it), an allowed external URL
 * whole, an external notification's https link to another site whole and marked `leavesPortal`, or
 * `undefined` when there is nowhere safe to go.
 */
export function notificationLinkOf(
  notification: PortalNotification,
  context: NotificationHrefContext,
): NotificationLink | undefined {
  const destination = notificationDestinationOf(
    notificationRecordOf(notification),
    context.locale,
    {
      origin: context.origin,
      ...(context.allowedOrigins === undefined ? {} : { allowedOrigins: context.allowedOrigins }),
    },
  );
  const within = (href: string | undefined) =>
    href === undefined ? undefined : { href, leavesPortal: false };
  switch (destination.kind) {
    case 'path':
      return within(destination.path);
    case 'url':
      return within(
        destination.url.origin === context.origin
          ? `${destination.url.pathname}${destination.url.search}${destination.url.hash}`
          : destination.url.href,
      );
    case 'external':
      return { href: destination.url.href, leavesPortal: true };
    case 'spotlights':
      return within(context.spotlightsHref);
    case 'none':
      return undefined;
  }
}

/**
 * The address of {@link notificationLinkOf} for a caller that only follows links within the portal
 * and the allow-list: a link that leaves the portal for another site is `undefined` here.
 */
export function notificationHrefOf(
  notification: PortalNotification,
  context: NotificationHrefContext,
): string | undefined {
  const link = notificationLinkOf(notification, context);
  return link === undefined || link.leavesPortal ? undefined : link.href;
}
