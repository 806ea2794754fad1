import type { PortalLocale } from '@portal/core';
import type { PortalClient } from '@portal/core/client';
import { getHeaderInfo } from '@portal/core/api/portal';
import { appClientsFor } from '../../platform/api/appClients';
import { headerContentOf } from './headerContent';
import type { HeaderContent } from './headerContentShape';

/**
 * Reads the CMS's header info through `client` and maps it for the header, links checked against
 * `origin`. The browser's loader below and the build's prerender (the content snapshot) share it.
 * @throws {PortalError} on any failure.
 */
export async function readHeaderContent(
  client: PortalClient,
  locale: PortalLocale,
  origin: string,
  signal?: AbortSignal,
): Promise<HeaderContent> {
  const info = await getHeaderInfo(client, signal ? { signal } : {});
  return headerContentOf(info, locale, origin);
}

/**
 * Reads the header content in the page's language. Loaded on its own (`useHeaderContent` imports
 * it after the first paint), so the first page's JavaScript does not carry the API client. The
 * probe client: a 401 here would only mean the header cannot show personal links, never a reason
 * to leave the page.
 * @throws {PortalError} on any failure (the hook turns it into an empty header content).
 */
export function loadHeaderContent(
  locale: PortalLocale,
  signal: AbortSignal,
): Promise<HeaderContent> {
  return readHeaderContent(
    appClientsFor(locale).probeClient,
    locale,
    window.location.origin,
    signal,
  );
}
