export { DayOfMonthPicker, type DayOfMonthPickerProps } from './DayOfMonthPicker';
