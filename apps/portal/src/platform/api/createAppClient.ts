import { apiLanguageOf, type PortalLocale } from '@portal/core';
import { readCookie } from '@portal/core/i18n';
import { createPortalClient, type PortalClient, type PortalError } from '@portal/core/client';
import { noteAnswer } from '../testData/sandboxMarker';
import { SESSION_USER_IDENTITY } from '../session/pageIdentity';
import { noteSessionHintChange } from '../session/sessionHint';

export interface AppClientOptions {
  /**
   * Told of a 401 answer. The app's client sends the person to sign-in; the header's session probe
   * leaves it out, since its 401 only means "show the visitor's header".
   */
  readonly onUnauthorized?: (error: PortalError) => void;
}

/**
 * The cookie the server keeps the session's CSRF token in, readable by the page (double submit: the
 * sandbox's `portal_csrf`). Uploads copy it into their `x-csrf-token` header; without it they are
 * refused before anything is sent.
 */
export const CSRF_COOKIE = 'portal_csrf';

/** The app talks to its own origin; in development and preview Vite proxies `/api` and `/pub` to the sandbox. */
export function createAppClient(
  locale: PortalLocale,
  options: AppClientOptions = {},
): PortalClient {
  return createPortalClient({
    baseUrl: window.location.origin,
    lang: apiLanguageOf(locale),
    identity: SESSION_USER_IDENTITY,
    csrfToken: () => readCookie(document.cookie, CSRF_COOKIE) ?? '',
    onError: (error) => {
      if (import.meta.env.DEV) console.warn(error.message, error.issues);
    },
    // Every answer is shown to the "test data" tag, which switches on at the sandbox's marker, and
    // may carry the server's new word on the session (its hint cookie, read again).
    onResponse: (response) => {
      noteAnswer(response);
      noteSessionHintChange();
    },
    ...(options.onUnauthorized ? { onUnauthorized: options.onUnauthorized } : {}),
  });
}
