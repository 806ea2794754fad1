import type { PortalLocale } from '@portal/core';
import { createHttpAssistantProvider, type AssistantProvider } from '@portal/core/api/assistant';
import { appClientsFor } from '../api/appClients';

const byLocale = new Map<PortalLocale, AssistantProvider>();

/**
 * The assistant the app talks to (SCREENS.md S9.1), one per page language.
 *
 * The reference app asks its backend (`POST /api/assistant/answer`, an assumed call), which the
 * sandbox answers from the portal's own data. Production slot: a deployment either answers the same
 * call with its model behind its own backend (nothing here changes), or replaces this one function
 * with another object of core's `AssistantProvider` shape (docs/assistant.md says what it must do).
 * The probe client is used: the call is open to visitors, and no answer of it should send the
 * person to sign in.
 */
export function assistantProviderFor(locale: PortalLocale): AssistantProvider {
  let provider = byLocale.get(locale);
  if (!provider) {
    provider = createHttpAssistantProvider({
      client: appClientsFor(locale).probeClient,
      name: 'portal',
    });
    byLocale.set(locale, provider);
  }
  return provider;
}
