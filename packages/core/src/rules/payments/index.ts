/** Payments, top-ups and amounts (spec 000 §3, §5, §9). @packageDocumentation */
export { quickTopUpAmounts } from './quickTopUpAmounts';
export { billPaymentOfferOf, type BillPaymentOffer } from './billPaymentOffer';
export { type PaymentOffer } from './paymentOffer';
export { accountPaymentOfferOf, type AccountPaymentFacts } from './accountPaymentOffer';
export { walletTopUpOfferOf, type WalletTopUpFacts } from './walletTopUpOffer';
export { paymentTotalOf, type PaymentTotalItem } from './paymentTotal';
export {
  paymentStatusMarkOf,
  type PaymentStatusFacts,
  type PaymentStatusKind,
  type PaymentStatusMark,
} from './paymentStatusMark';
export {
  billDueStateOf,
  type BillDueFacts,
  type BillDueKind,
  type BillDueState,
} from './billDueState';
export { PRESET_RECHARGE_AMOUNTS, TOLL_MIN_TOP_UP } from './rechargeAmounts';
export { checkCustomAmount, type CustomAmountCheck, type CustomAmountRules } from './customAmount';
export {
  PAYMENT_MODES,
  PAYMENT_SUCCESS_VALUE,
  isPaymentSuccessful,
  type PaymentMode,
} from './paymentOutcome';
export { amountDisplayOf, type AmountDisplay } from './amountDisplay';
export {
  isFocusedPayment,
  paymentRowActionOf,
  paymentRowsShownOf,
  type PaymentRowAction,
  type PaymentRowFacts,
} from './paymentListActions';
