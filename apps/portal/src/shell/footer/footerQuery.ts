import { footerDataCall, getFooterData } from '@portal/core/api/portal';
import type { PortalClient } from '@portal/core/client';
import { portalQuery } from '../../platform/api/portalQuery';

function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined; // storage switched off: the footer is fetched on every page
  }
}

/**
 * The footer's CMS read as a query. Its key is core's (call, language, `{ loggedIn }`), so the
 * footer is cached per language and sign-in state (spec 001 §6); core also keeps it in session
 * storage under the same two (spec 001 §9), so a new page of the same tab does not ask again.
 */
export function footerQuery(client: PortalClient, loggedIn: boolean) {
  return {
    ...portalQuery(footerDataCall, client, { loggedIn }, (c, input, options) =>
      getFooterData(c, { loggedIn: input.loggedIn, storage: sessionStore() }, options),
    ),
    staleTime: Number.POSITIVE_INFINITY,
  };
}
