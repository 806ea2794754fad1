export {
  WalletList,
  type WalletListItem,
  type WalletListLabels,
  type WalletListProps,
} from './WalletList';
