export {
  AutopayAccounts,
  type AutopayAccount,
  type AutopayAccountsLabels,
  type AutopayAccountsProps,
} from './AutopayAccounts';
