/*
 * The community's leaderboard (tamm-by-you, issue W). ASSUMED: no spec shows it; the periods, the
 * order and the month's boundary are the portal's choices, and the sandbox ranks with these rules.
 */

/** The leaderboard's periods: the current calendar month, and since the community opened. */
export const LEADERBOARD_PERIODS = ['month', 'allTime'] as const;

/** One of {@link LEADERBOARD_PERIODS}. */
export type LeaderboardPeriod = (typeof LEADERBOARD_PERIODS)[number];

/** Whether `value` is one of {@link LEADERBOARD_PERIODS}. */
export function isLeaderboardPeriod(value: unknown): value is LeaderboardPeriod {
  return typeof value === 'string' && (LEADERBOARD_PERIODS as readonly string[]).includes(value);
}

/** UAE time is UTC+4 all year (no daylight saving), so a month starts at 20:00 UTC the day before. */
const UAE_OFFSET_MS = 4 * 3_600_000;

/** What a period counts: from `from` (included; `undefined`: since the start) to `to` (excluded). */
export interface LeaderboardWindow {
  readonly from: Date | undefined;
  readonly to: Date;
}

/**
 * The instants a period counts at `now`. `month` is the calendar month in the UAE that holds `now`
 * (a person in Abu Dhabi reads "this month" by their own clock, not UTC's), from its first instant
 * up to `now`; `allTime` has no start. `now` is injected, never read from the clock.
 * @throws {RangeError} on an unknown period or an invalid `now` (a developer's mistake).
 */
export function leaderboardWindowOf(period: LeaderboardPeriod, now: Date): LeaderboardWindow {
  if (!(now instanceof Date) || Number.isNaN(now.getTime()))
    throw new RangeError('leaderboardWindowOf: `now` must be a valid Date');
  if (period === 'allTime') return { from: undefined, to: now };
  if (period !== 'month')
    throw new RangeError(`leaderboardWindowOf: unknown period ${String(period)}`);
  const local = new Date(now.getTime() + UAE_OFFSET_MS);
  const startLocal = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1);
  return { from: new Date(startLocal - UAE_OFFSET_MS), to: now };
}

/** Whether `instant` (ISO 8601) falls inside `window`. Never throws; an unreadable instant is outside. */
export function isInLeaderboardWindow(instant: string, window: LeaderboardWindow): boolean {
  const time = typeof instant === 'string' ? Date.parse(instant) : Number.NaN;
  if (Number.isNaN(time)) return false;
  return (window.from === undefined || time >= window.from.getTime()) && time < window.to.getTime();
}

/** What the leaderboard counts of one contributor. */
export interface ContributorScore {
  readonly contributorId: string;
  /** Their ideas accepted (or since implemented) in the period. */
  readonly acceptedIdeas: number;
  /** Supports their ideas received in the period. */
  readonly supportReceived: number;
}

/** A contributor with their place. */
export type RankedContributor<T extends ContributorScore> = T & { readonly rank: number };

/**
 * Ranks contributors: most accepted ideas first, then most support received; equal scores share a
 * rank and the next rank skips (1, 2, 2, 4: "standard competition" ranking, so a shared place never
 * hides how many are ahead). Among equals the order is by `contributorId`, so the list is stable.
 * Contributors with nothing in the period (no accepted idea, no support) are left out: the board
 * shows who contributed. Does not change `scores`.
 */
export function rankContributors<T extends ContributorScore>(
  scores: readonly T[],
): RankedContributor<T>[] {
  const sorted = scores
    .filter((score) => score.acceptedIdeas > 0 || score.supportReceived > 0)
    .sort(
      (a, b) =>
        b.acceptedIdeas - a.acceptedIdeas ||
        b.supportReceived - a.supportReceived ||
        (a.contributorId < b.contributorId ? -1 : a.contributorId > b.contributorId ? 1 : 0),
    );
  const ranked: RankedContributor<T>[] = [];
  sorted.forEach((score, index) => {
    const before = ranked[index - 1];
    const tied =
      before !== undefined &&
      before.acceptedIdeas === score.acceptedIdeas &&
      before.supportReceived === score.supportReceived;
    ranked.push({ ...score, rank: tied ? before.rank : index + 1 });
  });
  return ranked;
}
