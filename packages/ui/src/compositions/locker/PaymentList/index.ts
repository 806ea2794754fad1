export {
  PaymentList,
  type PaymentItemData,
  type PaymentLinkProps,
  type PaymentListLabels,
  type PaymentListProps,
} from './PaymentList';
