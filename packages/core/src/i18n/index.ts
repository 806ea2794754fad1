/**
 * @portal/core/i18n — locale negotiation, message catalogues and Intl-based formatting.
 * @packageDocumentation
 */
export { notificationBellLabel } from './notificationBellLabel';
export { shellMessages, type ShellMessages } from './shellMessages';
