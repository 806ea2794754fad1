import { safeUrl, type SafeUrlOptions } from '../security/safeUrl';
import { withLangParam } from './queryParams';

/**
 * The link of a parking permit service page (spec 000 §2: "Parking permit service pages exist per
 * language … A 'lang' query is appended to these"). The server's address passes {@link safeUrl}
 * first; a refused or missing one gives `undefined`, so the caller leaves the link out rather than
 * show a dangerous one. The page's `lang` replaces any `lang` the server put there. A same-origin
 * address comes back as path, query and hash (the router's kind of link); another allowed origin as
 * the whole URL.
 * @example
 * permitServiceHref('/en/services/parking/renew-permit', { origin, lang: 'ar' });
 * // '/en/services/parking/renew-permit?lang=ar'
 */
export function permitServiceHref(
  url: string | null | undefined,
  options: SafeUrlOptions & { readonly lang: string },
): string | undefined {
  if (typeof url !== 'string') return undefined;
  const checked = safeUrl(url.trim(), options);
  if (!checked.ok) return undefined;
  const { url: parsed } = checked;
  const sameOrigin = parsed.origin === new URL(options.origin).origin;
  const address = sameOrigin ? `${parsed.pathname}${parsed.search}${parsed.hash}` : parsed.href;
  return withLangParam(address, options.lang);
}
