export {
  DataStateView,
  type DataState,
  type DataStateLabels,
  type DataStateViewProps,
} from './DataStateView';
