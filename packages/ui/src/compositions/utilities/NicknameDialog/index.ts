export {
  NicknameDialog,
  type NicknameDialogLabels,
  type NicknameDialogProps,
} from './NicknameDialog';
