export {
  DocumentDetails,
  type DocumentDetailsData,
  type DocumentDetailsLabels,
  type DocumentDetailsProps,
} from './DocumentDetails';
