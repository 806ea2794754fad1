export {
  SpotlightList,
  type SpotlightItemData,
  type SpotlightListLabels,
  type SpotlightListProps,
} from './SpotlightList';
