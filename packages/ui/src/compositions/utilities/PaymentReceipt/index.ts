export {
  PaymentReceipt,
  type PaymentReceiptLabels,
  type PaymentReceiptProps,
  type PaymentReceiptState,
} from './PaymentReceipt';
