export {
  BillDetails,
  type BillBlockLabels,
  type BillDetailsLabels,
  type BillDetailsProps,
  type BillFact,
  type BillHistoryRow,
} from './BillDetails';
