/**
 * Payments (spec 000 §7, prefix /api/proxy/paymentHub/): initialize with the display theme, the
 * transaction inquiry (hub and journey proxy), the receipt, and the receipt download flow (§4).
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
  type PaymentInitializeRequest,
  type TransactionDetails,
  type TransactionInquiryRequest,
} from './paymentCalls';
export {
  initializePayment,
  inquireTransaction,
  type StartedPayment,
  type TransactionInquiryInput,
} from './payments';
