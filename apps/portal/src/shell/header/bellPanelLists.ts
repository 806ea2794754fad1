import {
  formatRelativeTime,
  isNewActionNotification,
  isNewActivityNotification,
  isNewSpotlight,
  localizedPath,
  relativeTimeOf,
  type PortalLocale,
} from '@portal/core';
import {
  notificationLinkOf,
  notificationRecordOf,
  type PortalNotification,
} from '@portal/core/api/commonUi';
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

export interface BellListContext {
  readonly locale: PortalLocale;
  readonly origin: string;
  readonly now: Date;
  /** Said with a link to another site ("opens in a new tab"), translated. */
  readonly newTabLabel: string;
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
  const record = notificationRecordOf(notification);
  const title = notification.title ?? notification.message ?? '';
  const link = notificationLinkOf(notification, {
    locale: context.locale,
    origin: context.origin,
    spotlightsHref: notificationsPagePath(context.locale),
  });
  const message = notification.title === undefined ? undefined : notification.message;
  const date = relativeDate(notification.date, context.locale, context.now);
  return {
    id: notification.id ?? `${tab}-${index}`,
    title,
    ...(message === undefined ? {} : { message }),
    ...(date === undefined ? {} : { date }),
    ...(link === undefined ? {} : { href: link.href }),
    ...(link?.leavesPortal ? { newTabLabel: context.newTabLabel } : {}),
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
