/** Phone numbers (spec 000 §9). @packageDocumentation */
export { displayPhoneNumber } from './displayPhoneNumber';
