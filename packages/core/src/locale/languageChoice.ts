import type { LanguageEntry } from '../api/portal/languageList';
import { interfaceLocaleOf, type InterfaceLocale } from './interfaceLocales';
import type { PortalLocale } from './portalLocale';

/**
 * What choosing a language of the change-language list does (SCREENS S9.2; spec 001 §1, §4):
 * - `page`: English or Arabic, the portal's two page languages: the page's prefix switches.
 * - `dialogs`: a language core has interface texts for (the session dialogs' 57 locales): those
 *   texts switch and the choice is kept; the pages stay in their language, and the dialog says so.
 * - `none`: a language the portal has no texts in (Urdu in the sandbox's list): nothing changes,
 *   and the dialog says so.
 *
 * A rule, not a view: every front end built on the kit must treat a choice the same way, so that
 * no page is presented as translated when only its dialogs are.
 */
export type LanguageChoice =
  | { readonly kind: 'page'; readonly locale: PortalLocale }
  | { readonly kind: 'dialogs'; readonly tag: InterfaceLocale }
  | { readonly kind: 'none' };

/** What choosing the list's language `code` (a CMS code or BCP 47 tag, any case) does. Never throws. */
export function languageChoiceOf(code: string): LanguageChoice {
  const tag = interfaceLocaleOf(code);
  if (tag === 'en' || tag === 'ar-AE') return { kind: 'page', locale: tag };
  if (tag !== undefined) return { kind: 'dialogs', tag };
  return { kind: 'none' };
}

/**
 * A language's name in the page's language, for the sentences that name it ("French",
 * "الفرنسية"); the list's native name, then its code, when the list has no name in that language.
 */
export function languageNameIn(entry: LanguageEntry, locale: PortalLocale): string {
  return (locale === 'ar-AE' ? entry.ar : entry.en) ?? entry.native_name ?? entry.iso;
}
