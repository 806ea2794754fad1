/** Toll wallets, their cards and their history (spec 000 §4, §7; SCREENS.md S6). @packageDocumentation */
export {
  walletStatusMarkOf,
  type WalletStatusKind,
  type WalletStatusMark,
} from './walletStatusMark';
export {
  rechargeableCardMarkOf,
  type RechargeableCardKind,
  type RechargeableCardMark,
} from './rechargeableCardMark';
export {
  tollCrossingMarkOf,
  type TollCrossingKind,
  type TollCrossingMark,
} from './tollCrossingMark';
