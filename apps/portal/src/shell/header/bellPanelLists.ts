import {
  formatRelativeTime,
  isNewActionNotification,
  isNewActivityNotification,
  isNewSpotlight,
  localizedPath,
  notificationDestinationOf,
  relativeTimeOf,
  type PortalLocale,
} from '@portal/core';
import type { PortalNotification } from '@portal/core/api/commonUi';
import type { Highlight } from '@portal/core/api/portal';
import type { BellPanelItem } from '@portal/ui';

/** The notifications page, where the panel's view-all link and spotlight items lead. */
export function notificationsPagePath(locale: PortalLocale): string {
  return localizedPath(locale, '/mylocker/notifications');
}

/** "2 hours ago", "Yesterday", then the date (core's spec 000 §4 rule), or nothing without a date. */
function relativeDate(
  date: string | undefined,
  locale: PortalLocale,
  now: Date,
): string | undefined {
  if (date === undefined) return undefined;
  return formatRelativeTime(relativeTimeOf(date, now), { locale });
}

/**
 * The record core's notification rules read, rebuilt from the normalised notification (they take
 * the wire's field names: type, BellStatus/Status, TxnCode, CaseID, ActionURL_*).
 */
function wireRecordOf(notification: PortalNotification): Record<string, unknown> {
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

/** Where a notification leads, as a checked address, or nothing (core's `notificationDestinationOf`). */
function hrefOf(record: Record<string, unknown>, locale: PortalLocale, origin: string) {
  const destination = notificationDestinationOf(record, locale, { origin });
  switch (destination.kind) {
    case 'path':
      return destination.path;
    case 'url':
      return destination.url.origin === origin
        ? `${destination.url.pathname}${destination.url.search}${destination.url.hash}`
        : destination.url.href;
    case 'spotlights':
      return notificationsPagePath(locale);
    case 'none':
      return undefined;
  }
}

export interface BellListContext {
  readonly locale: PortalLocale;
  readonly origin: string;
  readonly now: Date;
}

/**
 * An action or activity notification as the panel shows it: title (or the message when there is
 * no title), relative date, checked destination, and "new" by core's rule for its tab (spec 001 §4:
 * actions BellStatus 0/1 except payments, activities Status 0/1).
 */
export function bellItemOf(
  notification: PortalNotification,
  index: number,
  tab: 'actions' | 'activities',
  context: BellListContext,
): BellPanelItem {
  const record = wireRecordOf(notification);
  const title = notification.title ?? notification.message ?? '';
  const href = hrefOf(record, context.locale, context.origin);
  const message = notification.title === undefined ? undefined : notification.message;
  const date = relativeDate(notification.date, context.locale, context.now);
  return {
    id: notification.id ?? `${tab}-${index}`,
    title,
    ...(message === undefined ? {} : { message }),
    ...(date === undefined ? {} : { date }),
    ...(href === undefined ? {} : { href }),
    isNew: tab === 'actions' ? isNewActionNotification(record) : isNewActivityNotification(record),
  };
}

/** A spotlight as the panel shows it; new while unread (core's `isNewSpotlight`). */
export function spotlightItemOf(highlight: Highlight, context: BellListContext): BellPanelItem {
  const data = highlight.notificationData;
  const date = relativeDate(data?.startDate ?? undefined, context.locale, context.now);
  const message = data?.desc ?? undefined;
  return {
    id: highlight.spotlightId,
    title: data?.title ?? '',
    ...(message === undefined ? {} : { message }),
    ...(date === undefined ? {} : { date }),
    href: notificationsPagePath(context.locale),
    isNew: isNewSpotlight(highlight),
  };
}
