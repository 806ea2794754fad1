export {
  DARB_HISTORY_TABS,
  DarbHistory,
  type DarbHistoryLabels,
  type DarbHistoryProps,
  type DarbHistoryTab,
  type FinancialRow,
  type HistoryPage,
  type TollRow,
  type UnpaidRow,
} from './DarbHistory';
