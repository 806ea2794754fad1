export {
  SpaceStatistics,
  type SpaceStatisticsData,
  type SpaceStatisticsLabels,
  type SpaceStatisticsProps,
} from './SpaceStatistics';
export { spaceStatisticsOf } from './spaceStatisticsOf';
export { spaceStatisticsLabelsOf } from '../lockerLabels';
