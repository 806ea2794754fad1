import type { PortalLocale } from '@portal/core';
import type { PortalClient } from '@portal/core/client';
import { getTopBanner, type TopBanner } from '@portal/core/api/portal';
import { appClientsFor } from '../../platform/api/appClients';

/**
 * The CMS's announcement through `client`, or `null` when there is none (a query's answer cannot
 * be `undefined`). Shared by the browser's loader below and the build's content snapshot.
 * @throws {PortalError} on any failure.
 */
export async function readTopBanner(
  client: PortalClient,
  signal?: AbortSignal,
): Promise<TopBanner | null> {
  return (await getTopBanner(client, signal ? { signal } : {})) ?? null;
}

/** The announcement in the page's language (loaded on demand, so the API client stays out of the first script). */
export function loadTopBanner(
  locale: PortalLocale,
  signal: AbortSignal,
): Promise<TopBanner | null> {
  return readTopBanner(appClientsFor(locale).client, signal);
}
