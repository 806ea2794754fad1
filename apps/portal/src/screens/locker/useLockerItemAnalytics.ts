import { lockerAnalyticsEventOf, type Application } from '@portal/core';
import { useEffect, useRef } from 'react';
import { track, type AnalyticsEvent } from '../../platform/analytics/track';

type LockerItemEvent = Extract<AnalyticsEvent, { name: 'lockerItem' }>;

/**
 * The analytics events of locker items not yet reported (spec 000 §4: status codes 1 to 4 →
 * submitted, action required, in progress, service application; other codes send none). Adds the
 * reported ids to `reported`, so an item shown again (a refetch, back to page 1) is not counted twice.
 * Only the status travels: the id stays here (an application's id can be its reference).
 */
export function lockerItemEventsOf(
  items: readonly Application[],
  reported: Set<string>,
): LockerItemEvent[] {
  return items.flatMap((item) => {
    const event = lockerAnalyticsEventOf(item);
    if (item.id === undefined || event === undefined || reported.has(item.id)) return [];
    reported.add(item.id);
    return [{ name: 'lockerItem', status: event }];
  });
}

/**
 * Sends, through the app's one `track()`, the event of each locker item the person is shown, once
 * per item while the locker is open.
 */
export function useLockerItemAnalytics(items: readonly Application[] | undefined): void {
  const reported = useRef(new Set<string>());
  useEffect(() => {
    if (!items) return;
    for (const event of lockerItemEventsOf(items, reported.current)) track(event);
  }, [items]);
}
