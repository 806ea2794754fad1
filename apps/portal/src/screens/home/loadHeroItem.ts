import type { PortalLocale } from '@portal/core';
import { getContentItem, type ContentItem } from '@portal/core/api/portal';
import { appClientsFor } from '../../platform/api/appClients';

/** The hero's CMS item, read with the page language's client (loaded on demand: see the hook). */
export function loadHeroItem(
  locale: PortalLocale,
  item: Parameters<typeof getContentItem>[1],
  signal: AbortSignal,
): Promise<ContentItem> {
  return getContentItem(appClientsFor(locale).client, item, { signal });
}
