import type { PortalLocale } from '@portal/core';
import { LANGUAGE_COOKIE_NAMES, languageCookies, readCookie } from '@portal/core/i18n';
import { useEffect } from 'react';

/**
 * Keeps the two language cookies (spec 001 §4: "the current-language cookie and the preferred-language
 * cookie are switched") on the language of the page shown, so an address without a prefix opens in
 * it next time. Written when a page is shown rather than when the language link is clicked: a click
 * on a prerendered page before the app has started is a plain link, and must count too.
 */
export function useLanguageCookies(locale: PortalLocale): void {
  useEffect(() => {
    const cookies = document.cookie;
    if (
      readCookie(cookies, LANGUAGE_COOKIE_NAMES.current) === locale &&
      readCookie(cookies, LANGUAGE_COOKIE_NAMES.preferred) === locale
    ) {
      return;
    }
    for (const cookie of languageCookies(locale, {
      secure: window.location.protocol === 'https:',
    })) {
      document.cookie = cookie;
    }
  }, [locale]);
}
