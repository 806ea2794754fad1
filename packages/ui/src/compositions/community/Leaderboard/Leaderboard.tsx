import type { ComponentPropsWithRef, ReactNode } from 'react';
import { DataStateView, type DataState } from '../../../components/DataStateView';
import { Skeleton } from '../../../components/Skeleton';
import { cn } from '../../../lib/cn';
import { CommunityAvatar } from '../CommunityAvatar';
import type { CommunityPersonData } from '../IdeaList/IdeaList';

/** One place of the board; the caller computed every value (`leaderboardOf`). */
export interface LeaderboardPlaceData {
  /** Stable key (rank and name). */
  readonly key: string;
  /** The rank as written ("2"); equal scores share one. */
  readonly rank: string;
  readonly person: CommunityPersonData;
  /** "3 accepted ideas" style figures, each with its label. */
  readonly acceptedIdeas: string;
  readonly supportReceived: string;
  /** The signed-in person's own place: marked by more than colour. */
  readonly mine?: boolean;
}

/** The board of a period. */
export interface LeaderboardData {
  readonly places: readonly LeaderboardPlaceData[];
  /**
   * The signed-in person's standing in words ("Your rank: 14", or that they are not ranked yet);
   * absent for a visitor.
   */
  readonly standing?: string;
}

/** Every word, translated by the caller (`leaderboardLabelsOf`). */
export interface LeaderboardLabels {
  readonly loading: string;
  readonly empty: string;
  readonly retry: string;
  readonly retrying: string;
  /** The list's name ("Leaderboard: this month"). */
  readonly listLabel: string;
  readonly rank: string;
  readonly acceptedIdeas: string;
  readonly supportReceived: string;
}

export interface LeaderboardProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  readonly state: DataState<LeaderboardData>;
  readonly labels: LeaderboardLabels;
  /** The next step of the empty state (share an idea). */
  readonly emptyAction?: ReactNode;
}

const skeleton = [0, 1, 2, 3].map((row) => (
  <div key={row} className="flex items-center gap-3 border-b border-line pb-3">
    <Skeleton className="size-10 rounded-pill" />
    <Skeleton className="w-1/2" />
  </div>
));

/**
 * The community's leaderboard (tamm-by-you, issue W): contributors ranked by accepted ideas, then
 * support received (core's `rankContributors`, equal scores sharing a rank), each place with its
 * rank, public name and avatar, and both figures named. The signed-in person's standing is said
 * above the list, even when their place is outside it, and their own place in the list is marked
 * by a border and bold type, not colour alone. An ordered list rather than a table, so a place
 * reflows at 320 px and 200 % text. Four states through `DataStateView`.
 */
export function Leaderboard({ state, labels, emptyAction, className, ...props }: LeaderboardProps) {
  return (
    <div
      data-slot="leaderboard"
      className={cn('flex min-w-0 flex-col gap-4', className)}
      {...props}
    >
      <DataStateView
        state={state}
        labels={labels}
        loadingClassName="flex flex-col gap-3"
        skeleton={skeleton}
        isEmpty={(data) => data.places.length === 0 && data.standing === undefined}
        empty={{ message: labels.empty, action: emptyAction }}
      >
        {(data) => (
          <>
            {data.standing ? (
              <p
                data-slot="leaderboard-standing"
                className="rounded-card border-2 border-brand p-4 text-body font-semibold break-words"
              >
                {data.standing}
              </p>
            ) : null}
            {data.places.length === 0 ? (
              <p className="text-body text-ink-muted">{labels.empty}</p>
            ) : (
              <ol
                aria-label={labels.listLabel}
                className="flex min-w-0 flex-col divide-y divide-line border-y border-line"
              >
                {data.places.map((place) => (
                  <li
                    key={place.key}
                    data-slot="leaderboard-place"
                    data-mine={place.mine || undefined}
                    className={cn(
                      'flex min-w-0 flex-wrap items-center gap-x-4 gap-y-2 py-3',
                      place.mine && 'border-s-4 border-brand ps-3 font-semibold',
                    )}
                  >
                    <span className="min-w-10 text-title font-bold tabular-nums">
                      <span className="sr-only">{labels.rank} </span>
                      {place.rank}
                    </span>
                    <span className="flex min-w-0 flex-1 basis-40 items-center gap-3">
                      <CommunityAvatar
                        avatarId={place.person.avatarId}
                        initials={place.person.initials}
                      />
                      <span className="min-w-0 break-words">{place.person.name}</span>
                    </span>
                    <dl className="flex flex-wrap gap-x-6 gap-y-1 text-caption">
                      <div className="flex gap-1">
                        <dt className="text-ink-muted">{labels.acceptedIdeas}:</dt>
                        <dd className="font-semibold tabular-nums">{place.acceptedIdeas}</dd>
                      </div>
                      <div className="flex gap-1">
                        <dt className="text-ink-muted">{labels.supportReceived}:</dt>
                        <dd className="font-semibold tabular-nums">{place.supportReceived}</dd>
                      </div>
                    </dl>
                  </li>
                ))}
              </ol>
            )}
          </>
        )}
      </DataStateView>
    </div>
  );
}
