export {
  Leaderboard,
  type LeaderboardData,
  type LeaderboardLabels,
  type LeaderboardPlaceData,
  type LeaderboardProps,
} from './Leaderboard';
