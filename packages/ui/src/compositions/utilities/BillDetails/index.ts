export {
  BillDetails,
  type BillBlockLabels,
  type BillBlockState,
  type BillDetailsLabels,
  type BillDetailsProps,
  type BillFact,
  type BillHistoryRow,
} from './BillDetails';
export { billFactsOf, billRowsOf, consumptionBarsOf } from './billDetailsOf';
