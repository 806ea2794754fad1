/**
 * The community (tamm-by-you, issue W): ideas' statuses and what a person may do with an idea in
 * each, and the leaderboard's periods and ranking (the forms' rules, which use zod, are in
 * rules/validation with the other forms). ASSUMED rules: no spec shows them.
 * @packageDocumentation
 */
export {
  IDEA_STATUSES,
  IDEA_STATUS_KEY,
  IDEA_STATUS_NEXT,
  canCommentOnIdea,
  canSupportIdea,
  ideaHistoryInOrder,
  isIdeaOpen,
  isIdeaStatus,
  isIdeaStatusHistory,
  type IdeaStatus,
  type IdeaStatusStep,
} from './ideaStatus';
export {
  LEADERBOARD_PERIODS,
  isInLeaderboardWindow,
  isLeaderboardPeriod,
  leaderboardWindowOf,
  rankContributors,
  type ContributorScore,
  type LeaderboardPeriod,
  type LeaderboardWindow,
  type RankedContributor,
} from './leaderboard';
