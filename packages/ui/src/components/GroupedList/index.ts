export {
  GroupedList,
  type GroupedListItemContext,
  type GroupedListLabels,
  type GroupedListProps,
  type ListGroup,
} from './GroupedList';
