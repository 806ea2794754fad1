/** Support cases (spec 000 §4). @packageDocumentation */
export {
  SUPPORT_CASE_STATUS_KEYS,
  isSupportCaseAwaitingUser,
  supportCaseStatusKeyOf,
  supportCaseStatusToneOf,
  type SupportCaseStatusCode,
} from './supportCaseStatus';
