import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isInLeaderboardWindow,
  leaderboardWindowOf,
  rankContributors,
  type ContributorScore,
} from '../leaderboard';

describe('leaderboardWindowOf', () => {
  it('starts the month at midnight UAE time (20:00 UTC the day before)', () => {
    const window = leaderboardWindowOf('month', new Date('2026-11-22T08:00:00Z'));
    expect(window.from?.toISOString()).toBe('2026-10-31T20:00:00.000Z');
    expect(window.to.toISOString()).toBe('2026-11-22T08:00:00.000Z');
  });

  it('counts the evening of the last UTC day of a month in the next UAE month', () => {
    const window = leaderboardWindowOf('month', new Date('2026-11-30T21:00:00Z'));
    expect(window.from?.toISOString()).toBe('2026-11-30T20:00:00.000Z');
  });

  it('has no start for all time', () => {
    const now = new Date('2026-11-22T08:00:00Z');
    expect(leaderboardWindowOf('allTime', now)).toEqual({ from: undefined, to: now });
  });

  it('refuses an invalid now or period', () => {
    expect(() => leaderboardWindowOf('month', new Date(Number.NaN))).toThrow(RangeError);
    expect(() => leaderboardWindowOf('week' as 'month', new Date())).toThrow(RangeError);
  });

  it('always holds a month of at most 31 days ending at now, starting on a first at UAE midnight', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2000-01-01T00:00:00Z'),
          max: new Date('2100-01-01T00:00:00Z'),
          noInvalidDate: true,
        }),
        (now) => {
          const { from, to } = leaderboardWindowOf('month', now);
          if (from === undefined) return false;
          const local = new Date(from.getTime() + 4 * 3_600_000);
          return (
            from.getTime() <= now.getTime() &&
            to.getTime() === now.getTime() &&
            now.getTime() - from.getTime() < 31 * 86_400_000 &&
            local.getUTCDate() === 1 &&
            local.getUTCHours() === 0 &&
            local.getUTCMinutes() === 0
          );
        },
      ),
    );
  });

  it('places an instant inside from (included) to now (excluded)', () => {
    const window = leaderboardWindowOf('month', new Date('2026-11-22T08:00:00Z'));
    expect(isInLeaderboardWindow('2026-10-31T20:00:00.000Z', window)).toBe(true);
    expect(isInLeaderboardWindow('2026-10-31T19:59:59.999Z', window)).toBe(false);
    expect(isInLeaderboardWindow('2026-11-22T08:00:00.000Z', window)).toBe(false);
    expect(isInLeaderboardWindow('not a date', window)).toBe(false);
  });
});

const score = fc.record({
  contributorId: fc.string({ minLength: 1, maxLength: 6 }),
  acceptedIdeas: fc.nat(5),
  supportReceived: fc.nat(40),
});

describe('rankContributors', () => {
  it('ranks by accepted ideas, then support, with shared places and skipped ranks', () => {
    const scores: ContributorScore[] = [
      { contributorId: 'c', acceptedIdeas: 1, supportReceived: 9 },
      { contributorId: 'a', acceptedIdeas: 2, supportReceived: 1 },
      { contributorId: 'b', acceptedIdeas: 1, supportReceived: 9 },
      { contributorId: 'd', acceptedIdeas: 0, supportReceived: 3 },
      { contributorId: 'e', acceptedIdeas: 0, supportReceived: 0 },
    ];
    expect(rankContributors(scores).map((s) => [s.contributorId, s.rank])).toEqual([
      ['a', 1],
      ['b', 2],
      ['c', 2],
      ['d', 4],
    ]);
  });

  it('keeps the order of scores, ties share a rank, and a rank is 1 + how many are ahead', () => {
    fc.assert(
      fc.property(fc.array(score, { maxLength: 30 }), (scores) => {
        const ranked = rankContributors(scores);
        ranked.forEach((entry, index) => {
          const ahead = ranked.filter(
            (other) =>
              other.acceptedIdeas > entry.acceptedIdeas ||
              (other.acceptedIdeas === entry.acceptedIdeas &&
                other.supportReceived > entry.supportReceived),
          ).length;
          expect(entry.rank).toBe(ahead + 1);
          if (index > 0)
            expect(entry.rank).toBeGreaterThanOrEqual((ranked[index - 1] as typeof entry).rank);
        });
        expect(ranked).toHaveLength(
          scores.filter((s) => s.acceptedIdeas > 0 || s.supportReceived > 0).length,
        );
      }),
    );
  });
});
