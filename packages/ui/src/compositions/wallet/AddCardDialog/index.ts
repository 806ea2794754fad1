export {
  AddCardDialog,
  type AddCardDialogLabels,
  type AddCardDialogProps,
  type AddCardValues,
} from './AddCardDialog';
