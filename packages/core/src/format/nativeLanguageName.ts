import { describeValue } from '../rules/internal/describeValue';
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
 * "Deutsch", "العربية"). A CMS name that is not a string counts as none.
 * @throws {RangeError} naming the value when `locale` is not a BCP 47 tag (of any type).
 */
export function nativeLanguageName(locale: string, cmsNativeName?: string | null): string {
  const cms = typeof cmsNativeName === 'string' ? cmsNativeName.trim() : '';
  if (cms) return cms;
  let parsed: Intl.Locale;
  try {
    // Intl.Locale also takes a Locale object; the portal passes tags, and only tags are read.
    if (typeof locale !== 'string') throw new TypeError('not a string');
    parsed = new Intl.Locale(locale);
  } catch (error) {
    throw new RangeError(
      `nativeLanguageName: ${describeValue(locale)} is not a BCP 47 language tag`,
      { cause: error },
    );
  }
  const tag = nameTagOf(parsed);
  const names = cachedIntl(
    'names',
    tag,
    {},
    () => new Intl.DisplayNames([tag], { type: 'language', fallback: 'code' }),
    'nativeLanguageName',
  );
  const name = names.of(tag) ?? tag;
  return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1);
}
