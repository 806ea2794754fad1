export {
  RechargeableCardList,
  type CardActionOutcome,
  type RechargeableCardItem,
  type RechargeableCardListLabels,
  type RechargeableCardListProps,
  type WalletChoice,
} from './RechargeableCardList';
