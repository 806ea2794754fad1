/** The service page (SCREENS.md S7.1): its address and how it starts its service. @packageDocumentation */
export { servicePagePath, serviceGspPathOf } from './servicePagePath';
export {
  serviceStartOf,
  type ServiceStart,
  type ServiceStartContext,
  type ServiceStartFields,
} from './serviceStart';
export {
  canMoveFavourite,
  isFavouritePinned,
  isFavouriteReorder,
  moveFavourite,
  type FavouriteMove,
} from './favouriteOrder';
