export { SignOutDialog, type SignOutDialogLabels, type SignOutDialogProps } from './SignOutDialog';
