import * as z from 'zod/mini';
import type { CallOptions, PortalClient } from '../../client/createPortalClient';
import { readCached, writeCached, type KeyValueStorage } from '../internal/keyValueStorage';
import {
  footerDataCall,
  footerDataSchema,
  headerInfoCall,
  topBannerCall,
  type FooterData,
  type HeaderInfo,
  type TopBanner,
} from './layoutCalls';

/**
 * The header's content in the client's language (spec 001 §7 "Header info load by locale").
 * @throws {PortalError} on any failure.
 */
export async function getHeaderInfo(
  client: PortalClient,
  options: CallOptions = {},
): Promise<HeaderInfo> {
  const response = await client.send(headerInfoCall, {
    request: { lang: client.options.lang },
    signal: options.signal,
  });
  return response.data;
}

/**
 * The home page's top banner, `undefined` when there is none (spec 001 §2, §7).
 * @throws {PortalError} on any failure.
 */
export async function getTopBanner(
  client: PortalClient,
  options: CallOptions = {},
): Promise<TopBanner | undefined> {
  const response = await client.send(topBannerCall, {
    request: { lang: client.options.lang },
    signal: options.signal,
  });
  return response.data ?? undefined;
}

/** Storage key of the footer cache for one language and login state (spec 001 §6). */
export function footerCacheKey(lang: string, loggedIn: boolean): string {
  return `portal.footer.${lang}.${loggedIn ? 'signedIn' : 'visitor'}`;
}

/**
 * The footer's content (spec 001 §7 "Footer data fetch by language"), cached in the injected storage
 * keyed by language and login state (spec 001 §6, §9: session storage). A cached copy that no longer
 * matches the schema is ignored and fetched again.
 * @throws {PortalError} on any failure when nothing is cached.
 */
export async function getFooterData(
  client: PortalClient,
  input: { readonly loggedIn: boolean; readonly storage?: KeyValueStorage },
  options: CallOptions = {},
): Promise<FooterData> {
  const key = footerCacheKey(client.options.lang, input.loggedIn);
  const cached = z.safeParse(footerDataSchema, readCached(input.storage, key));
  if (cached.success) return cached.data;
  const response = await client.send(footerDataCall, {
    request: { lang: client.options.lang, loggedIn: input.loggedIn },
    signal: options.signal,
  });
  writeCached(input.storage, key, response.data);
  return response.data;
}
