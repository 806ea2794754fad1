export { UnlockDialog, type UnlockDialogLabels, type UnlockDialogProps } from './UnlockDialog';
