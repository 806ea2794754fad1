export {
  LockWarningDialog,
  type LockWarningDialogLabels,
  type LockWarningDialogProps,
  type LockWarningState,
} from './LockWarningDialog';
