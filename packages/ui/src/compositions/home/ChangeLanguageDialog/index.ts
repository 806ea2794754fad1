export {
  ChangeLanguageDialog,
  type ChangeLanguageDialogLabels,
  type ChangeLanguageDialogProps,
} from './ChangeLanguageDialog';
