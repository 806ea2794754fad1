import type { PortalLocale } from '@portal/core';
import { getContentItem, type ContentItem } from '@portal/core/api/portal';
import { appClientsFor } from '../../api/appClients';
import { HERO_ITEM } from './useHeroBackground';

/** The hero's CMS item, read with the page language's client (loaded on demand: see the hook). */
export function loadHeroItem(locale: PortalLocale, signal: AbortSignal): Promise<ContentItem> {
  return getContentItem(appClientsFor(locale).client, HERO_ITEM, { signal });
}
