import { safeUrl, type SafeUrlOptions } from './safeUrl';

/**
 * A link to a site that is not on the portal's allow-list but passes every other check of
 * {@link safeUrl} (https, no credentials, no hidden or control characters, nothing that climbs out
 * of its path), or `undefined` for anything else, a listed site included.
 *
 * For the links the portal shows as leaving it, with words that say so, rather than dropping them
 * (issue Q): an external notification's link, a meeting held on a service the deployment has not
 * listed. Never for a redirect: a page the portal sends a person to by itself must be listed.
 */
export function unlistedSiteUrl(input: string, options: SafeUrlOptions): URL | undefined {
  const checked = safeUrl(input, options);
  if (checked.ok || checked.reason !== 'origin-not-allowed') return undefined;
  let origin: string;
  try {
    origin = new URL(input.trim()).origin;
  } catch {
    return undefined;
  }
  // The same checks again with only this site added: everything but the site must pass.
  const other = safeUrl(input, { ...options, allowedOrigins: [origin] });
  return other.ok ? other.url : undefined;
}
