export {
  ParkingOverview,
  type ParkingOverviewLabels,
  type ParkingOverviewProps,
} from './ParkingOverview';
