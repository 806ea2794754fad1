import type { PortalLocale } from '@portal/core';
import { getCurrentUser, type CurrentUser } from '@portal/core/api/common';
import { appClientsFor } from '../../platform/api/appClients';

/**
 * Who is signed in (core's `getCurrentUser`), through the probe client: a 401 here means the
 * session is over and the header turns into a visitor's, without sending the page to sign-in.
 * Loaded on its own so a visitor's page never downloads the API client.
 */
export function loadSessionUser(locale: PortalLocale, signal?: AbortSignal): Promise<CurrentUser> {
  return getCurrentUser(appClientsFor(locale).probeClient, { signal });
}
