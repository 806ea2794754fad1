/**
 * Core's `LANGUAGE_LIST_CACHE_KEY` (`@portal/core/api/portal`), written out because that entry
 * defines every portal call's schemas at load: importing one constant from it would put zod on the
 * first page's critical path. `storedLanguages.test.ts` checks the two agree.
 */
export const LANGUAGE_LIST_STORAGE_KEY = 'portal.languageList';

/**
 * The codes of the interface-language list core cached in `localStorage` (spec 001 §3: "cached
 * locally together with the locale"), which count as known path prefixes (spec 001 §2). Read
 * without a schema: only the `iso` strings matter here, and anything unreadable is no list.
 */
export function storedLanguageCodes(storage: Pick<Storage, 'getItem'> | undefined): string[] {
  try {
    const cached: unknown = JSON.parse(storage?.getItem(LANGUAGE_LIST_STORAGE_KEY) ?? 'null');
    const languages = (cached as { languages?: unknown } | null)?.languages;
    if (!Array.isArray(languages)) return [];
    return languages
      .map((entry: unknown) => (entry as { iso?: unknown } | null)?.iso)
      .filter((iso): iso is string => typeof iso === 'string' && iso !== '');
  } catch {
    return [];
  }
}
