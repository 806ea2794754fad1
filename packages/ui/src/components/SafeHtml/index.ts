export { SafeHtml, type SafeHtmlProps } from './SafeHtml';
export { SafeHtmlWindowProvider, useSafeHtmlWindow, type SanitizerWindow } from './SafeHtmlWindow';
export { sanitizeCmsHtml, type SanitizeCmsHtmlOptions } from './sanitizeCmsHtml';
