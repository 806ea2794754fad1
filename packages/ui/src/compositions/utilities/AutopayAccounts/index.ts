export {
  AutopayAccounts,
  type AutopayAccount,
  type AutopayAccountsLabels,
  type AutopayAccountsProps,
} from './AutopayAccounts';
export { autopayAccountsOf, autopayDayOf, autopayTitleOf } from './autopayAccountsOf';
