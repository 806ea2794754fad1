/**
 * @portal/core/i18n — locale negotiation, message catalogues and Intl-based formatting (issue 7).
 * Catalogues load on demand through {@link loadCatalogue}; nothing here touches the DOM at import.
 * @packageDocumentation
 */
export {
  createTranslator,
  catalogueLocaleOf,
  type CatalogueLoader,
  type Translator,
  type TranslatorOptions,
} from './createTranslator';
export { loadCatalogue } from './loadCatalogue';
export { formatMessage } from './formatMessage';
export { isPlainText, type Catalogue, type CompiledMessage, type MessageValues } from './message';
export {
  CATALOGUE_LOCALES,
  NAMESPACES,
  NAMESPACE_OF_KEY_PREFIX,
  SOURCE_LOCALE,
  namespaceOf,
  type Namespace,
} from './namespaces';
export {
  reportMissingMessage,
  type MissingMessage,
  type MissingMessageReason,
} from './reportMissingMessage';
export { notificationBellLabel } from './notificationBellLabel';
export { componentWordsOf, type CharacterCountWords, type ComponentWords } from './componentWords';
export { arabicComponentWords } from './componentWordsArabic';
export { englishComponentWords } from './componentWordsEnglish';
export { shellMessages, type ShellMessages } from './shellMessages';
export {
  INTERFACE_LOCALES,
  INTERFACE_LOCALE_TAGS,
  interfaceLocaleCodeOf,
  interfaceLocaleOf,
  type InterfaceLocale,
  type InterfaceLocaleCode,
} from '../locale/interfaceLocales';
export { languageChoiceOf, languageNameIn, type LanguageChoice } from '../locale/languageChoice';
export { canonicalLocaleOf, matchLocale, parseAcceptLanguage } from '../locale/matchLocale';
export {
  negotiateLocale,
  type LocaleSignals,
  type LocaleSource,
  type NegotiatedLocale,
} from '../locale/negotiateLocale';
export {
  LANGUAGE_COOKIE_NAMES,
  languageCookies,
  readCookie,
  type LanguageCookieOptions,
} from '../locale/languageCookies';
export { negotiatePortalLocale } from '../locale/portalLocale';
export {
  formatDate,
  notAvailableText,
  NOT_AVAILABLE_TEXT,
  type DateInput,
  type FormatDateOptions,
} from '../format/formatDate';
export { formatRelativeTime, type FormatRelativeTimeOptions } from '../format/formatRelativeTime';
export { formatDayOrdinal } from '../format/formatDayOrdinal';
export { formatUnit, type DurationUnit, type FormatUnitOptions } from '../format/formatUnit';
export { formatCountdown, formatCountdownWords } from '../format/formatCountdown';
export { nativeLanguageName } from '../format/nativeLanguageName';
export { PORTAL_CALENDAR, PORTAL_NUMBERING_SYSTEM, PORTAL_TIME_ZONE } from '../format/pinnedIntl';
