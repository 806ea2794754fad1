import type { PortalLocale } from '@portal/core';
import type { LanguageEntry } from '@portal/core/api/portal';
import { interfaceLocaleOf, type InterfaceLocale } from '@portal/core/i18n';
import type { LanguageDialogOption } from '@portal/ui';

/**
 * What choosing a language of the list does (SCREENS S9.2; spec 001 §1, §4):
 * - `page`: English or Arabic, the portal's two page languages: the page's prefix switches.
 * - `dialogs`: a language core has interface texts for (the session dialogs' 57 locales): those
 *   texts switch and the choice is kept; the pages stay in their language.
 * - `none`: a language the portal has no texts in (Urdu in the sandbox's list): nothing changes,
 *   and the dialog says so.
 */
export type LanguageChoice =
  | { readonly kind: 'page'; readonly locale: PortalLocale }
  | { readonly kind: 'dialogs'; readonly tag: InterfaceLocale }
  | { readonly kind: 'none' };

export function languageChoiceOf(code: string): LanguageChoice {
  const tag = interfaceLocaleOf(code);
  if (tag === 'en' || tag === 'ar-AE') return { kind: 'page', locale: tag };
  if (tag !== undefined) return { kind: 'dialogs', tag };
  return { kind: 'none' };
}

/** A language of the list as the dialog shows it: its own name in its own language and direction, and its name in the page's language beside it. */
export function languageOptionOf(entry: LanguageEntry, locale: PortalLocale): LanguageDialogOption {
  const pageName = locale === 'ar-AE' ? entry.ar : entry.en;
  return {
    code: entry.iso,
    nativeName: entry.native_name ?? pageName ?? entry.name ?? entry.iso,
    lang: interfaceLocaleOf(entry.iso) ?? entry.iso,
    dir: entry.direction,
    pageName: pageName ?? undefined,
  };
}

/** The language's name in the page's language, for the sentences ("French", "الفرنسية"). */
export function pageNameOf(entry: LanguageEntry, locale: PortalLocale): string {
  return (locale === 'ar-AE' ? entry.ar : entry.en) ?? entry.native_name ?? entry.iso;
}
