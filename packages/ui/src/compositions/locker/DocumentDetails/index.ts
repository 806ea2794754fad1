export {
  DocumentDetails,
  type DocumentDetailsData,
  type DocumentDetailsLabels,
  type DocumentDetailsProps,
} from './DocumentDetails';
export { documentDetailsLabelsOf } from '../documentLabels';
export { documentDetailsOf } from '../documentViews';
