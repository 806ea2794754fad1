/**
 * View model of `SpotlightList`: the highlights service's spotlights and the catalogue's words as
 * its props.
 */
import { formatDate, isNewSpotlight, type PortalLocale } from '@portal/core';
import type { Highlight } from '@portal/core/api/portal';
import type { SpotlightItemData, SpotlightListLabels } from '../SpotlightList/SpotlightList';
import type { LockerT } from './translator';

/**
 * The locker's spotlights from the highlights service (spec 000 §7 getDashboardSpotlights): title,
 * description as sent (tags are not shown: they are the CMS's ids, not words of the page language), the start date as `dd MMMM yyyy` in the page language, "New" while
 * core's `isNewSpotlight` says so. A spotlight without a title has nothing to show and is left out;
 * one the person dismissed is left out too, in case the service still sends it.
 */
export function spotlightItemsOf(
  highlights: readonly Highlight[],
  locale: PortalLocale,
): SpotlightItemData[] {
  return highlights.flatMap((highlight) => {
    const title = highlight.notificationData?.title?.trim();
    if (!title || highlight.userInteractionStatus === 'dismissed') return [];
    const data = highlight.notificationData;
    return [
      {
        id: highlight.spotlightId,
        title,
        ...(data?.desc ? { description: data.desc } : {}),
        ...(data?.startDate ? { date: formatDate(data.startDate, { locale }) } : {}),
        isNew: isNewSpotlight(highlight),
      },
    ];
  });
}

/** The words of `SpotlightList` from core's catalogues (namespaces locker and common). */
export function spotlightListLabelsOf(t: LockerT): SpotlightListLabels {
  return {
    loading: t('locker.spotlights.loading'),
    empty: t('locker.spotlights.empty'),
    retry: t('common.tryAgain'),
    retrying: t('locker.applications.retrying'),
    new: t('notification.new'),
    dismiss: t('locker.spotlights.dismiss'),
    dismissFor: (title) => t('locker.spotlights.dismissFor', { title }),
    dismissing: t('locker.spotlights.dismissing'),
  };
}
