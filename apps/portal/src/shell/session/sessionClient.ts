import { apiLanguageOf, type PortalLocale } from '@portal/core';
import { createPortalClient, type PortalClient } from '@portal/core/client';

const byLocale = new Map<PortalLocale, PortalClient>();

/**
 * The client of the session calls (lock, unlock, the dialogs' language list), one per page
 * language. Unlike the app's client it never retries and never sends the page to sign-in on a 401:
 * the idle lock backs off by itself, shared by every tab (docs/session.md: a retried lock call is
 * sent three times), and a 401 there is an answer the session machines read themselves.
 */
export function sessionClientFor(locale: PortalLocale): PortalClient {
  let client = byLocale.get(locale);
  if (!client) {
    client = createPortalClient({
      baseUrl: window.location.origin,
      lang: apiLanguageOf(locale),
      retry: { limit: 0 },
    });
    byLocale.set(locale, client);
  }
  return client;
}
