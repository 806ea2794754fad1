export {
  ApplicationList,
  type ApplicationListFilterValues,
  type ApplicationListLabels,
  type ApplicationListPage,
  type ApplicationListProps,
} from './ApplicationList';
