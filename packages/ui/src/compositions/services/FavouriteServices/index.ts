export {
  FavouriteServices,
  type FavouriteServiceItem,
  type FavouriteServiceLinkProps,
  type FavouriteServiceMove,
  type FavouriteServicesLabels,
  type FavouriteServicesProps,
} from './FavouriteServices';
export { FavouriteToggle, type FavouriteToggleProps } from './FavouriteToggle';
