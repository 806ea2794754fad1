export {
  ShareBillDialog,
  type ShareBillDialogLabels,
  type ShareBillDialogProps,
  type ShareBillValues,
} from './ShareBillDialog';
