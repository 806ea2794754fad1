export {
  SupportCaseList,
  type SupportCaseItemData,
  type SupportCaseLinkProps,
  type SupportCaseListLabels,
  type SupportCaseListProps,
  type SupportCaseStatusData,
} from './SupportCaseList';
