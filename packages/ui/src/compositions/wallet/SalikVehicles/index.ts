export {
  SalikVehicles,
  type SalikLookupsState,
  type SalikVehiclesLabels,
  type SalikVehiclesProps,
} from './SalikVehicles';
