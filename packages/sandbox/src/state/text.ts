/** A text a user sees, in both interface languages. */
export interface Bilingual {
  readonly en: string;
  readonly ar: string;
}

/** The interface language of a request, as the backend reads `?lang=` (anything but Arabic is English). */
export type Language = 'en' | 'ar';

/** Reads `en`, `EN`, `ar`, `AR`, `ar-AE` and the like; English when absent or unknown. */
export function languageOf(value: string | undefined | null): Language {
  return value !== undefined && value !== null && /^ar\b/i.test(value) ? 'ar' : 'en';
}
