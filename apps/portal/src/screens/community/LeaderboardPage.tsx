import { LEADERBOARD_PERIODS, type LeaderboardPeriod } from '@portal/core';
import { getLeaderboard, leaderboardCall } from '@portal/core/api/community';
import { Leaderboard, leaderboardLabelsOf, leaderboardOf } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useAppClients } from '../../platform/api/useAppClients';
import { portalQuery } from '../../platform/api/portalQuery';
import { useMessages } from '../../platform/i18n/useMessages';
import { usePageLocale } from '../../platform/locale/usePageLocale';
import { pagePath } from '../../platform/pages/pagePath';
import { usePageSearch } from '../../platform/pages/usePageSearch';
import { queryStateOf } from '../../shell/dataState/queryState';
import { useDocumentDescription } from '../../shell/document/useDocumentDescription';
import { RouterAnchor } from '../../shell/links/RouterAnchor';
import { useSessionHint } from '../../shell/session/useSessionHint';
import { CommunityFrame } from './CommunityFrame';

/** Each period's name in the catalogue. */
const PERIOD_KEY: Readonly<Record<LeaderboardPeriod, string>> = {
  month: 'community.leaderboard.month',
  allTime: 'community.leaderboard.allTime',
};

/**
 * `/tamm-by-you/leaderboard` (SCREENS.md S10.4): contributors ranked by accepted ideas, then
 * support received (core's `rankContributors`, done by the server), this month in UAE time or all
 * time. The period is a link each (`?period=allTime`; this month without it), the one shown marked
 * `aria-current`, so each board has its own address. A signed-in person reads their own rank above
 * the board, even outside the places shown, or that they are not ranked yet; a visitor reads the
 * board. The session is part of the query's key, so signing in reads the board again with the rank.
 */
export function LeaderboardPage() {
  const locale = usePageLocale();
  const t = useMessages('community', 'common');
  const signedIn = useSessionHint();
  const { period = 'month' } = usePageSearch('leaderboard');
  const { client } = useAppClients(locale);
  const read = useQuery(
    portalQuery(leaderboardCall, client, { period, signedIn }, (c, input, options) =>
      getLeaderboard(c, input.period, options),
    ),
  );
  useDocumentDescription(t('community.leaderboard.intro'));
  const state = queryStateOf(read, t('something.wentWrong'), (answer) =>
    leaderboardOf(answer, t, signedIn),
  );
  return (
    <CommunityFrame
      title={t('community.page.leaderboard')}
      intro={t('community.leaderboard.intro')}
    >
      <nav aria-label={t('community.leaderboard.periods')}>
        <ul className="flex flex-wrap gap-2">
          {LEADERBOARD_PERIODS.map((item) => (
            <li key={item}>
              <RouterAnchor
                href={pagePath(
                  locale,
                  'leaderboard',
                  undefined,
                  item === 'month' ? {} : { period: item },
                )}
                aria-current={item === period ? 'page' : undefined}
                className={[
                  'inline-flex min-h-11 items-center rounded-pill border-2 border-brand px-4',
                  'font-semibold text-brand no-underline hover:bg-surface',
                  'aria-[current=page]:bg-brand aria-[current=page]:text-on-brand',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
                ].join(' ')}
              >
                {t(PERIOD_KEY[item])}
              </RouterAnchor>
            </li>
          ))}
        </ul>
      </nav>
      <Leaderboard state={state} labels={leaderboardLabelsOf(t, period)} />
    </CommunityFrame>
  );
}
