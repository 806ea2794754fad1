export { SafeHtml, type SafeHtmlProps } from './SafeHtml';
export { sanitizeCmsHtml, type SanitizeCmsHtmlOptions } from './sanitizeCmsHtml';
