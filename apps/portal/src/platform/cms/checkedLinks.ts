import { localizedPath, safeUrl, type PortalLocale } from '@portal/core';

const LOCALE_PREFIX = /^\/(en|ar-ae)(\/|$)/i;

/**
 * A CMS address as the header may use it, or `undefined` when it must not be followed: core's
 * `safeUrl` decides (only the portal's own origin and the allowed ones); a portal path written
 * without a language (`/mylocker`) gets the page's prefix (spec 001 §2 personal areas). A
 * same-origin address is returned as a path, so it works on every host the portal runs on.
 */
export function checkedHref(
  raw: string | undefined,
  locale: PortalLocale,
  origin: string,
): string | undefined {
  const text = raw?.trim();
  if (text === undefined || text === '') return undefined;
  const prefixed =
    text.startsWith('/') && !text.startsWith('//') && !LOCALE_PREFIX.test(text)
      ? localizedPath(locale, text as `/${string}`)
      : text;
  const checked = safeUrl(prefixed, { origin });
  if (!checked.ok) return undefined;
  const { url } = checked;
  return url.origin === new URL(origin).origin
    ? `${url.pathname}${url.search}${url.hash}`
    : url.href;
}

/** An image address from the CMS, checked like a link but never given a language prefix. */
export function checkedImage(raw: string | undefined, origin: string): string | undefined {
  const text = raw?.trim();
  if (text === undefined || text === '') return undefined;
  const checked = safeUrl(text, { origin });
  if (!checked.ok) return undefined;
  const { url } = checked;
  return url.origin === new URL(origin).origin ? `${url.pathname}${url.search}` : url.href;
}
