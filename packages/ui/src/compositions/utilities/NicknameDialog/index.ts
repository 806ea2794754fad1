export {
  NicknameDialog,
  type NicknameDialogLabels,
  type NicknameDialogProps,
} from './NicknameDialog';
export { nicknameDialogLabelsOf } from './nicknameDialogLabels';
