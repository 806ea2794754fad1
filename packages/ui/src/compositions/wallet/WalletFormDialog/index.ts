export {
  WalletFormDialog,
  type WalletFormDialogLabels,
  type WalletFormDialogProps,
  type WalletFormValues,
} from './WalletFormDialog';
