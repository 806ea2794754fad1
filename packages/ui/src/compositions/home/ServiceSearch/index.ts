export {
  ServiceSearch,
  type ServiceSearchLabels,
  type ServiceSearchProps,
  type ServiceSuggestion,
} from './ServiceSearch';
