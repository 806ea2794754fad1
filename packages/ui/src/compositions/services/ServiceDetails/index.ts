export {
  ServiceDetails,
  type ServiceChannelView,
  type ServiceDetailsLabels,
  type ServiceDetailsLinkProps,
  type ServiceDetailsProps,
  type ServiceDetailsView,
  type ServiceStartView,
} from './ServiceDetails';
