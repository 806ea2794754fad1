import type { PortalLocale } from '@portal/core';
import type { PortalClient } from '@portal/core/client';
import { sendToSignIn } from '../session/signIn';
import { createAppClient } from './createAppClient';

/** The two clients of a page language. */
export interface AppClients {
  /**
   * For every page's calls: a 401 sends the person to sign-in with this page as the way back, unless
   * the server's hint says the session is locked (the page then shows the unlock flow).
   */
  readonly client: PortalClient;
  /**
   * For the header's session probe (the bell): its 401 only means "this is a visitor", so it leaves
   * the page alone and the header shows "Sign in" instead of the bell.
   */
  readonly probeClient: PortalClient;
}

const byLocale = new Map<PortalLocale, AppClients>();

/**
 * The clients of a page language, created once per language and shared by every screen, so the
 * shared bell refresher and the query cache see the same client for the same language.
 */
export function appClientsFor(locale: PortalLocale): AppClients {
  let clients = byLocale.get(locale);
  if (!clients) {
    clients = {
      client: createAppClient(locale, { onUnauthorized: () => sendToSignIn() }),
      probeClient: createAppClient(locale),
    };
    byLocale.set(locale, clients);
  }
  return clients;
}
