import {
  formatRelativeTime,
  isNewActionNotification,
  isNewActivityNotification,
  isNewSpotlight,
  relativeTimeOf,
  type PortalLocale,
} from '@portal/core';
import { loadHeaderState, type PortalNotification } from '@portal/core/api/commonUi';
import { getHighlights } from '@portal/core/api/portal';
import type { PortalClient } from '@portal/core/client';
import type { BellPanelItem } from './BellPanel';

/** What the bell panel stories read from the sandbox: the count and the three lists, mapped as the app maps them. */
export interface BellPanelStoryData {
  readonly count: number;
  readonly actions: readonly BellPanelItem[];
  readonly activities: readonly BellPanelItem[];
  readonly spotlights: readonly BellPanelItem[];
}

function when(date: string | undefined, locale: PortalLocale, now: Date): string | undefined {
  return date === undefined ? undefined : formatRelativeTime(relativeTimeOf(date, now), { locale });
}

function item(
  notification: PortalNotification,
  index: number,
  isNew: boolean,
  locale: PortalLocale,
  now: Date,
): BellPanelItem {
  return {
    id: notification.id ?? String(index),
    title: notification.title ?? notification.message ?? '',
    message: notification.title === undefined ? undefined : notification.message,
    date: when(notification.date, locale, now),
    isNew,
  };
}

/** Loads the story data through core, as the app's header does. */
export async function loadBellPanelStoryData(
  client: PortalClient,
  locale: PortalLocale,
  now: Date,
): Promise<BellPanelStoryData> {
  const [state, highlights] = await Promise.all([
    loadHeaderState(client),
    getHighlights(client, 'notificationSpotlights'),
  ]);
  return {
    count: state.unreadCount,
    actions: state.actions.map((n, i) =>
      item(n, i, isNewActionNotification({ type: n.type, BellStatus: n.status }), locale, now),
    ),
    activities: state.activities.map((n, i) =>
      item(n, i, isNewActivityNotification({ Status: n.status }), locale, now),
    ),
    spotlights: highlights.map((h) => ({
      id: h.spotlightId,
      title: h.notificationData?.title ?? '',
      message: h.notificationData?.desc ?? undefined,
      date: when(h.notificationData?.startDate ?? undefined, locale, now),
      isNew: isNewSpotlight(h),
    })),
  };
}
