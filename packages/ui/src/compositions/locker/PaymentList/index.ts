export {
  PaymentList,
  type PaymentItemData,
  type PaymentLinkProps,
  type PaymentListLabels,
  type PaymentListProps,
} from './PaymentList';
export { paymentItemsOf, type PaymentItemsContext } from './paymentItemsOf';
export { paymentListLabelsOf } from '../lockerLabels';
