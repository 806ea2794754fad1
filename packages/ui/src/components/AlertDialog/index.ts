export { AlertDialog, type AlertDialogActionProps, type AlertDialogProps } from './AlertDialog';
