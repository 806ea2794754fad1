import { cachedIntl } from './pinnedIntl';

/**
 * The tag whose name is shown for a locale: its language alone ("العربية", not "العربية (الإمارات
 * العربية المتحدة)"), except where the portal offers two variants of one language, which keep what
 * tells them apart: Portuguese its region ("português europeu", "português (Brasil)") and Chinese
 * its script ("简体中文", "繁體中文").
 */
function nameTagOf(locale: Intl.Locale): string {
  if (locale.language === 'pt') return locale.region ? `pt-${locale.region}` : 'pt';
  if (locale.language === 'zh') return `zh-${locale.maximize().script ?? 'Hans'}`;
  return locale.language;
}

/**
 * A language's name in that language, for the language switcher (spec 001 §3: the CMS language entry
 * has `native_name`; issue 7: Intl.DisplayNames "where the CMS list lacks one"). A non-blank CMS
 * name wins; otherwise `Intl.DisplayNames`, first letter capitalised as a menu label ("Français",
 * "Deutsch", "العربية"). Throws a RangeError naming the value when it is not a BCP 47 tag.
 */
export function nativeLanguageName(locale: string, cmsNativeName?: string | null): string {
  const cms = cmsNativeName?.trim();
  if (cms) return cms;
  let parsed: Intl.Locale;
  try {
    parsed = new Intl.Locale(locale);
  } catch (error) {
    throw new RangeError(`nativeLanguageName: "${locale}" is not a BCP 47 language tag`, { cause: error });
  }
  const tag = nameTagOf(parsed);
  const names = cachedIntl('names', tag, {}, () => new Intl.DisplayNames([tag], { type: 'language', fallback: 'code' }));
  const name = names.of(tag) ?? tag;
  return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1);
}
