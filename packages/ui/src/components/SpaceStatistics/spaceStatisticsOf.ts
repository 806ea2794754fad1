import type { RequestSpace } from '@portal/core';
import type { SpaceStatistics as SpaceCounts } from '@portal/core/api/applications';
import type { SpaceStatisticsData, SpaceStatisticsLabels } from './SpaceStatistics';

/** A translator's `t`, as `createTranslator` and the app's `useMessages` give it. */
type WordsT = (key: string, values?: Readonly<Record<string, string | number | Date>>) => string;

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
  t: WordsT,
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

/** The words of `SpaceStatistics` from core's catalogues (namespaces locker and common). */
export function spaceStatisticsLabelsOf(t: WordsT): SpaceStatisticsLabels {
  return {
    loading: t('locker.spaceRequests.loading'),
    empty: t('locker.spaceRequests.empty'),
    retry: t('common.tryAgain'),
    retrying: t('locker.applications.retrying'),
  };
}
