export {
  SupportCaseDetails,
  type SupportCaseDetailsData,
  type SupportCaseDetailsLabels,
  type SupportCaseDetailsProps,
} from './SupportCaseDetails';
export { supportCaseDetailsLabelsOf } from '../supportCaseLabels';
export { supportCaseDetailsOf } from '../supportCaseViews';
