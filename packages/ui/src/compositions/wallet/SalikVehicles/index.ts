export {
  SalikVehicles,
  type SalikLookupGroup,
  type SalikLookupsState,
  type SalikVehiclesLabels,
  type SalikVehiclesProps,
} from './SalikVehicles';
