/** Identity numbers (spec 000 §6). @packageDocumentation */
export {
  EMIRATES_ID_SHOWN_DIGITS,
  maskedEmiratesId,
  parseEmiratesId,
  shownDigitsOfMaskedEmiratesId,
  type EmiratesId,
} from './emiratesId';
export { initialsOf } from './initials';
