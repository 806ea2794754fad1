export { AmountPicker, type AmountPickerLabels, type AmountPickerProps } from './AmountPicker';
