/**
 * Payments (spec 000 §7, prefix /api/proxy/paymentHub/): initialize with the display theme, the
 * transaction inquiry (hub and journey proxy), the receipt, the receipt download flow (§4) and, as an
 * assumption outside §7, the payments list (payment/list).
 * @packageDocumentation
 */
export { downloadReceipt } from './downloadReceipt';
export {
  PAYMENT_PREFIX,
  journeyTransactionInquiryCall,
  paymentInitializeCall,
  paymentInitializeRequestSchema,
  paymentInitializeResponseSchema,
  receiptCall,
  receiptRequestSchema,
  receiptResponseSchema,
  transactionDetailsSchema,
  transactionInquiryCall,
  transactionInquiryRequestSchema,
  transactionItemSchema,
  type PaymentInitializeRequest,
  type TransactionDetails,
  type TransactionInquiryRequest,
  type TransactionItem,
} from './paymentCalls';
export { paidAccountsOf, type PaidAccount } from './paidAccounts';
export {
  initializePayment,
  inquireTransaction,
  type StartedPayment,
  type TransactionInquiryInput,
} from './payments';
export {
  PAYMENT_LIST_MAX_PAGE_SIZE,
  PAYMENT_LIST_PAGE_SIZE,
  PAYMENT_LIST_STATUSES,
  paymentListCall,
  paymentListItemSchema,
  paymentListRequestSchema,
  paymentListResponseSchema,
  type PaymentListItem,
  type PaymentListRequest,
  type PaymentListStatus,
} from './paymentListCalls';
export { getPayments, type PaymentListInput, type PaymentListPage } from './paymentList';
