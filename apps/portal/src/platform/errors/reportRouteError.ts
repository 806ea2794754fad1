import type { PortalLocale } from '@portal/core';
import { logClientError } from '@portal/core/api/common';
import { appClientsFor } from '../api/appClients';

const reported = new WeakSet<object>();

/**
 * Sends a page's render failure to the portal's error log (spec 000 §7 error logging) once per
 * error (React renders an error boundary twice in development, and a retry may fail with the same
 * error). Through the session probe's client: a 401 from the log must not send the person away from
 * the error page. Core's `logClientError` never rejects and drops the query (personal data).
 */
export function reportRouteError(
  error: unknown,
  locale: PortalLocale,
  page: string,
): Promise<boolean> {
  if (typeof error === 'object' && error !== null) {
    if (reported.has(error)) return Promise.resolve(false);
    reported.add(error);
  }
  return logClientError(appClientsFor(locale).probeClient, { error, page });
}
