import type { PortalLocale } from '@portal/core';
import { getHeaderInfo } from '@portal/core/api/portal';
import { appClientsFor } from '../../api/appClients';
import { headerContentOf } from './headerContent';
import type { HeaderContent } from './headerContentShape';

/**
 * Reads the CMS's header info through core in the page's language and maps it for the header.
 * Loaded on its own (`useHeaderContent` imports it after the first paint), so the first page's
 * JavaScript does not carry the API client. The probe client: a 401 here would only mean the
 * header cannot show personal links, never a reason to leave the page.
 * @throws {PortalError} on any failure (the hook turns it into an empty header content).
 */
export async function loadHeaderContent(
  locale: PortalLocale,
  signal: AbortSignal,
): Promise<HeaderContent> {
  const info = await getHeaderInfo(appClientsFor(locale).probeClient, { signal });
  return headerContentOf(info, locale, window.location.origin);
}
