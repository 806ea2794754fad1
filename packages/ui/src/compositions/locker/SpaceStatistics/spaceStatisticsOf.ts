import type { RequestSpace } from '@portal/core';
import type { SpaceStatistics as SpaceCounts } from '@portal/core/api/applications';
import type { LockerT } from '../lockerViews';
import type { SpaceStatisticsData } from './SpaceStatistics';

/** The counts the statistics read answers, in the order they are shown. */
const FIGURES = ['total', 'inProgress', 'actionRequired', 'completed', 'delayed'] as const;

/**
 * One space's statistics in words: titled by its kind (`buss` business, `prop` property, spec 001
 * §2; another kind by its id), each count the service sent under what it counts. A count the
 * service left out is not shown (rather than shown as 0).
 */
export function spaceStatisticsOf(
  space: RequestSpace,
  counts: SpaceCounts,
  t: LockerT,
): SpaceStatisticsData {
  const name =
    space.kind === undefined
      ? t('locker.spaceRequests.kind.other', { id: space.spaceId })
      : t(`locker.spaceRequests.kind.${space.kind}`);
  return {
    id: space.spaceId,
    title: t('locker.spaceRequests.titleFor', { space: name }),
    figures: FIGURES.flatMap((key) => {
      const value = counts[key];
      return typeof value === 'number' && Number.isFinite(value)
        ? [{ label: t(`locker.spaceRequests.figure.${key}`), value: String(value) }]
        : [];
    }),
  };
}
