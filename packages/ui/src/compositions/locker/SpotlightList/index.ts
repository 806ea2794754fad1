export {
  SpotlightList,
  type SpotlightItemData,
  type SpotlightListLabels,
  type SpotlightListProps,
} from './SpotlightList';
export { spotlightItemsOf } from './spotlightItemsOf';
export { spotlightListLabelsOf } from '../lockerLabels';
