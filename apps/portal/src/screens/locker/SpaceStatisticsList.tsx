import type { SpaceKind } from '@portal/core';
import { SpaceStatistics, spaceStatisticsLabelsOf, spaceStatisticsOf } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { appClientsFor } from '../../platform/api/appClients';
import { useMessages } from '../../platform/i18n/useMessages';
import { usePageLocale } from '../../platform/locale/usePageLocale';
import { spaceStatisticsQuery } from './lockerHomeQueries';
import { queryStateOf } from '../../shell/dataState/queryState';

export interface SpaceStatisticsListProps {
  /** The space kind to show (`?spaceCode=buss|prop`); every space when absent. */
  readonly kind?: SpaceKind;
}

/**
 * The request figures of the person's spaces (spec 000 §7 myspaces-render statistics), one set per
 * space, in the four states: the locker home's statistics (S3.1) and the home page's space widget
 * (S2.4) read the same query, so one answer serves both.
 */
export function SpaceStatisticsList({ kind }: SpaceStatisticsListProps) {
  const locale = usePageLocale();
  const t = useMessages('locker', 'common');
  const { client } = appClientsFor(locale);
  const spaces = useQuery(spaceStatisticsQuery(client, kind));
  return (
    <SpaceStatistics
      labels={spaceStatisticsLabelsOf(t)}
      state={queryStateOf(spaces, t('something.wentWrong'), (answer) =>
        answer.map((entry) => spaceStatisticsOf(entry.space, entry.statistics, t)),
      )}
    />
  );
}
