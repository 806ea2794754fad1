export {
  SpaceStatistics,
  type SpaceStatisticsData,
  type SpaceStatisticsLabels,
  type SpaceStatisticsProps,
} from './SpaceStatistics';
export { spaceStatisticsLabelsOf, spaceStatisticsOf } from './spaceStatisticsOf';
