export {
  AllServices,
  type AllServicesCategory,
  type AllServicesItem,
  type AllServicesLabels,
  type AllServicesProps,
  type AllServicesState,
} from './AllServices';
