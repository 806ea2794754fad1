export {
  IdeaDraftList,
  type IdeaDraftItem,
  type IdeaDraftLinkProps,
  type IdeaDraftListLabels,
  type IdeaDraftListProps,
} from './IdeaDraftList';
