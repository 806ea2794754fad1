export {
  VehicleDetails,
  type VehicleDetailsData,
  type VehicleDetailsLabels,
  type VehicleDetailsProps,
  type VehicleWalletOption,
} from './VehicleDetails';
