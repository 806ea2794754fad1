export {
  LanguageDialog,
  type LanguageDialogLabels,
  type LanguageDialogOption,
  type LanguageDialogOutcome,
  type LanguageDialogProps,
} from './LanguageDialog';
