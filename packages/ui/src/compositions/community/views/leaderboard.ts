/** View model of `Leaderboard`: core's leaderboard call and the catalogue's words as its props. */
import type { LeaderboardPeriod } from '@portal/core';
import type {
  Leaderboard as LeaderboardAnswer,
  LeaderboardEntry,
} from '@portal/core/api/community';
import type {
  LeaderboardData,
  LeaderboardLabels,
  LeaderboardPlaceData,
} from '../Leaderboard/Leaderboard';
import { publicNameInitials } from './ideas';
import type { CommunityT } from './translator';

/** Numbers in Latin digits, as core's formatters pin them in both languages. */
function placeOf(entry: LeaderboardEntry, mine: boolean): LeaderboardPlaceData {
  return {
    key: `${entry.rank}-${entry.publicName}`,
    rank: String(entry.rank),
    person: {
      name: entry.publicName,
      initials: publicNameInitials(entry.publicName),
      ...(entry.avatarId ? { avatarId: entry.avatarId } : {}),
    },
    acceptedIdeas: String(entry.acceptedIdeas),
    supportReceived: String(entry.supportReceived),
    ...(mine ? { mine: true } : {}),
  };
}

/**
 * The board of a period: its places, the signed-in person's marked (the one the server names as
 * theirs: same rank and public name), and their standing in words: their rank, even outside the
 * places answered, or that they are not ranked yet; nothing for a visitor (`signedIn` false).
 */
export function leaderboardOf(
  answer: LeaderboardAnswer,
  t: CommunityT,
  signedIn: boolean,
): LeaderboardData {
  const me = answer.me ?? undefined;
  const isMe = (entry: LeaderboardEntry) =>
    me !== undefined && entry.rank === me.rank && entry.publicName === me.publicName;
  return {
    places: answer.entries.map((entry) => placeOf(entry, isMe(entry))),
    ...(signedIn
      ? {
          standing: me
            ? t('community.leaderboard.yourRank', { rank: String(me.rank) })
            : t('community.leaderboard.notRanked'),
        }
      : {}),
  };
}

/** The words of `Leaderboard` for `period` (namespaces community and common). */
export function leaderboardLabelsOf(t: CommunityT, period: LeaderboardPeriod): LeaderboardLabels {
  return {
    loading: t('community.leaderboard.loading'),
    empty: t('community.empty.leaderboard'),
    retry: t('common.tryAgain'),
    retrying: t('community.listing.retrying'),
    listLabel: t(
      period === 'month' ? 'community.leaderboard.month' : 'community.leaderboard.allTime',
    ),
    rank: t('community.leaderboard.rank'),
    acceptedIdeas: t('community.leaderboard.acceptedIdeas'),
    supportReceived: t('community.leaderboard.supportReceived'),
  };
}
