export {
  SupportCaseDetails,
  type SupportCaseDetailsData,
  type SupportCaseDetailsLabels,
  type SupportCaseDetailsProps,
} from './SupportCaseDetails';
