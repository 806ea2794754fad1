export {
  VehicleList,
  movedOrder,
  type VehicleListItem,
  type VehicleListLabels,
  type VehicleListProps,
} from './VehicleList';
