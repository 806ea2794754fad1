import { readInteger } from '../internal/readField';

/** One of the seven emirates with its plate emirate code and short code (spec 000 §3). */
export interface Emirate {
  readonly code: 1 | 2 | 3 | 4 | 5 | 6 | 7;
  /** English name; the Arabic name comes from the i18n catalogue by short code. */
  readonly name: string;
  readonly shortCode: 'AUH' | 'DXB' | 'SHJ' | 'AJM' | 'UAQ' | 'RAK' | 'FUJ';
}

/** Emirates by plateEmirateCode 1–7 (spec 000 §3). */
export const EMIRATES: readonly Emirate[] = [
  { code: 1, name: 'Abu Dhabi', shortCode: 'AUH' },
  { code: 2, name: 'Dubai', shortCode: 'DXB' },
  { code: 3, name: 'Sharjah', shortCode: 'SHJ' },
  { code: 4, name: 'Ajman', shortCode: 'AJM' },
  { code: 5, name: 'Umm Al Quwain', shortCode: 'UAQ' },
  { code: 6, name: 'Ras Al Khaimah', shortCode: 'RAK' },
  { code: 7, name: 'Fujairah', shortCode: 'FUJ' },
];

/** The emirate for a plateEmirateCode (number or numeric string), or `undefined` outside 1–7. */
export function emirateOf(plateEmirateCode: unknown): Emirate | undefined {
  const code = readInteger(plateEmirateCode);
  return EMIRATES.find((emirate) => emirate.code === code);
}

/** The country code of a UAE plate: AE means local (spec 000 §3). */
export const LOCAL_PLATE_COUNTRY_CODE = 'AE';

/** Whether a plate is a local UAE plate (plateCountryCode AE, any case, surrounding spaces ignored). */
export function isLocalPlate(plateCountryCode: unknown): boolean {
  return (
    typeof plateCountryCode === 'string' &&
    plateCountryCode.trim().toUpperCase() === LOCAL_PLATE_COUNTRY_CODE
  );
}
