export {
  ParkingOverview,
  type ParkingFineItem,
  type ParkingOverviewLabels,
  type ParkingOverviewProps,
  type ParkingPermitItem,
  type ParkingServiceItem,
} from './ParkingOverview';
