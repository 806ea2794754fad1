import type { Leaderboard as LeaderboardAnswer } from '@portal/core/api/community';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../../styles.css';
import { leaderboardLabelsOf, leaderboardOf } from '../../views/leaderboard';
import { Leaderboard } from '../Leaderboard';

const t = (key: string, values?: Readonly<Record<string, unknown>>) =>
  values ? `${key} ${Object.values(values).join(' ')}` : key;

const entry = (rank: number, publicName: string) => ({
  rank,
  publicName,
  avatarId: undefined,
  acceptedIdeas: 3,
  supportReceived: 40,
});
const answer: LeaderboardAnswer = {
  period: 'allTime',
  from: undefined,
  entries: [entry(1, 'Fatima K.'), entry(2, 'Resident 4821'), entry(2, 'Omar')],
  me: entry(2, 'Resident 4821'),
};

describe('leaderboardOf', () => {
  it('marks the person’s own place and says their rank; a visitor gets no standing', () => {
    const board = leaderboardOf(answer, t, true);
    expect(board.places.filter((place) => place.mine).map((place) => place.person.name)).toEqual([
      'Resident 4821',
    ]);
    expect(board.standing).toBe('community.leaderboard.yourRank 2');
    expect(leaderboardOf(answer, t, false).standing).toBeUndefined();
  });

  it('says the rank of a person outside the places shown, and a signed-in person not ranked', () => {
    expect(leaderboardOf({ ...answer, me: entry(31, 'Me') }, t, true).standing).toBe(
      'community.leaderboard.yourRank 31',
    );
    expect(leaderboardOf({ ...answer, me: null }, t, true).standing).toBe(
      'community.leaderboard.notRanked',
    );
  });
});

describe('Leaderboard', () => {
  it('lists the places in order with the standing above them, the person’s own marked', async () => {
    await render(
      <Leaderboard
        labels={leaderboardLabelsOf(t, 'allTime')}
        state={{ status: 'ready', data: leaderboardOf(answer, t, true) }}
      />,
    );
    await expect.element(page.getByText('community.leaderboard.yourRank 2')).toBeVisible();
    const list = page.getByRole('list', { name: 'community.leaderboard.allTime' });
    await expect.element(list).toBeVisible();
    expect(list.getByRole('listitem').elements()).toHaveLength(3);
    expect(
      list
        .getByRole('listitem')
        .elements()
        .map((item) => item.getAttribute('data-mine')),
    ).toEqual([null, 'true', null]);
  });
});
