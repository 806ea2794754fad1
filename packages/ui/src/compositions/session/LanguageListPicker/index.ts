export {
  LanguageListPicker,
  type LanguageListPickerLabels,
  type LanguageListPickerProps,
  type LanguageListState,
  type LanguageOption,
} from './LanguageListPicker';
