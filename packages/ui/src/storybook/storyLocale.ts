import type { PortalLocale } from '@portal/core';

/** Storybook toolbar locales (`en`, `ar`) as the portal locales the rules and texts take. */
export function storyLocale(globals: Record<string, unknown>): PortalLocale {
  return globals['locale'] === 'ar' ? 'ar-AE' : 'en';
}
