export { AmountInput, type AmountInputProps } from './AmountInput';
export { sanitizeAmountText, type SanitizeAmountOptions } from './sanitizeAmountText';
