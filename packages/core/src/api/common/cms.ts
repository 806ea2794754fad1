import type { CallOptions, PortalClient } from '../../client/createPortalClient';
import { cmsItemCall, cmsPageCall, cmsSpecificItemCall } from './cmsCalls';

/**
 * A CMS page's content in the client's language (spec 000 §7 GET /api/cms/getCmsPage/{a}/{b}).
 * @throws {PortalError} on any failure.
 */
export async function getCmsPage(
  client: PortalClient,
  page: { readonly pageGroup: string; readonly pageName: string },
  options: CallOptions = {},
): Promise<Record<string, unknown>> {
  const response = await client.send(cmsPageCall, {
    request: { lang: client.options.lang },
    params: { pageGroup: page.pageGroup, pageName: page.pageName },
    signal: options.signal,
  });
  return response.data;
}

/**
 * One CMS item (spec 000 §7 GET getCmsItem).
 * @throws {PortalError} on any failure.
 */
export async function getCmsItem(
  client: PortalClient,
  itemId: string,
  options: CallOptions = {},
): Promise<Record<string, unknown>> {
  const response = await client.send(cmsItemCall, {
    request: { itemId, lang: client.options.lang },
    signal: options.signal,
  });
  return response.data;
}

/**
 * Several CMS items at once (spec 000 §7 POST getCmsSpecificItem: items, lang).
 * @throws {PortalError} on any failure.
 */
export async function getCmsSpecificItems(
  client: PortalClient,
  items: readonly string[],
  options: CallOptions = {},
): Promise<Record<string, unknown>[]> {
  const response = await client.send(cmsSpecificItemCall, {
    request: { items: [...items], lang: client.options.lang },
    signal: options.signal,
  });
  return response.data;
}
