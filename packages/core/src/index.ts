/**
 * @portal/core — business rules, formatting and shared constants. Pure and tree-shakeable: import
 * one function and pay for that function only. API clients live under `@portal/core/client` and
 * `@portal/core/api/<area>`.
 * @packageDocumentation
 */
export {
  formatAmount,
  toAmount,
  INVALID_AMOUNT_TEXT,
  type FormatAmountOptions,
} from './format/formatAmount';
export { formatBadgeCount, BADGE_COUNT_MAX } from './format/formatBadgeCount';
// The words of a failure are a rule of every screen, not of the clients: here too, so a view that
// only words an error does not import the client entry (and the HTTP client and schemas with it).
export { failureTextOf } from './client/failureText';
export {
  scriptOfLocale,
  scriptOfText,
  serverTextAsString,
  serverTextFor,
  type ServerTextChoice,
  type TextScript,
} from './client/serverText';
export {
  COLOR_SCHEME_ATTRIBUTE,
  COLOR_SCHEME_STORAGE_KEY,
  colorSchemeBootScript,
  parseColorScheme,
  resolveColorScheme,
  type ColorScheme,
} from './theme/colorScheme';
export { applyColorScheme, type ColorSchemeTarget } from './theme/applyColorScheme';
export {
  DEFAULT_TEXT_SIZE,
  TEXT_SIZE_STEPS,
  TEXT_SIZE_STORAGE_KEY,
  appliedTextSize,
  applyTextSize,
  changeTextSize,
  parseTextSize,
  textSizeBootScript,
  textSizeLimits,
  type TextSize,
  type TextSizeChange,
  type TextSizeTarget,
} from './theme/textSize';
export {
  DEFAULT_PORTAL_LOCALE,
  PORTAL_LOCALES,
  apiLanguageOf,
  directionOf,
  documentAttributesOf,
  localeFromPathname,
  negotiatePortalLocale,
  type PortalLocale,
  type TextDirection,
} from './locale/portalLocale';
export {
  formatDate,
  notAvailableText,
  type DateInput,
  type FormatDateOptions,
} from './format/formatDate';
export { formatMonth } from './format/formatMonth';
export { formatRelativeTime } from './format/formatRelativeTime';
export { formatDayOrdinal } from './format/formatDayOrdinal';
export { formatUnit, type DurationUnit } from './format/formatUnit';
export { formatCountdown, formatCountdownWords } from './format/formatCountdown';
export { nativeLanguageName } from './format/nativeLanguageName';
export { notificationBellLabel } from './i18n/notificationBellLabel';
export {
  componentWordsOf,
  type CharacterCountWords,
  type ComponentWords,
} from './i18n/componentWords';
export { arabicComponentWords } from './i18n/componentWordsArabic';
export { englishComponentWords } from './i18n/componentWordsEnglish';
export { shellMessages, type ShellMessages } from './i18n/shellMessages';
// Business rules (issue 3): one folder per domain under src/rules, listed in docs/rules.md.
export { RULE_MESSAGE_KEYS, type RuleMessageKey } from './rules/messageKeys';
export * from './rules/analytics';
export * from './rules/applications';
export * from './rules/assistant';
export * from './rules/community';
export * from './rules/appointments';
export * from './rules/dayPicker';
export * from './rules/documents';
export * from './rules/header';
export * from './rules/identity';
export * from './rules/notifications';
export * from './rules/onboarding';
export * from './rules/paging';
export * from './rules/parking';
export * from './rules/payments';
export * from './rules/phone';
export * from './rules/providers';
export * from './rules/routing';
export * from './rules/search';
export * from './rules/security';
export * from './rules/services';
export * from './rules/support';
export * from './rules/time';
export * from './rules/validation';
export * from './rules/vehicles';
export * from './rules/wallets';
export * from './rules/widgets';
// Search-as-you-type timing (spec 001 §7), framework-free; the ui combobox drives it.
export {
  NO_SUGGESTION_ANSWER,
  createSuggestionScheduler,
  type SuggestionAnswer,
  type SuggestionScheduler,
  type SuggestionSchedulerOptions,
  type SuggestionSearch,
  type SuggestionSettings,
  type SuggestionTimers,
} from './search/suggestionScheduler';
