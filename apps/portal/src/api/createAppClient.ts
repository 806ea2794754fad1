import { apiLanguageOf, type PortalLocale } from '@portal/core';
import { createPortalClient, type PortalClient } from '@portal/core/client';

/** The app talks to its own origin; in development Vite proxies `/api` and `/pub` to the sandbox. */
export function createAppClient(locale: PortalLocale): PortalClient {
  return createPortalClient({
    baseUrl: window.location.origin,
    lang: apiLanguageOf(locale),
    onError: (error) => {
      if (import.meta.env.DEV) console.warn(error.message, error.issues);
    },
  });
}
