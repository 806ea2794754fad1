import { apiLanguageOf, negotiatePortalLocale } from '@portal/core';
import type { Context } from 'hono';
import type { PageLook } from '../pages/html';

/** What a page falls back to when the request does not say. */
export interface PageLookFallback {
  /** The language the page was opened in (a payment remembers it). */
  readonly lang?: PageLook['lang'];
  readonly theme?: PageLook['theme'];
  /** A portal path the page belongs to (a sign-in's `redirectUrl`); its prefix names the language. */
  readonly portalPath?: string;
}

/**
 * The language and theme of a sandbox page: `?lang=` and `?theme=` first (the pages' own switches),
 * then what the page remembers, then the portal path's language prefix, the language cookies and
 * the browser's languages (core's negotiation), then English and light.
 */
export function pageLookOf(c: Context, fallback: PageLookFallback = {}): PageLook {
  const langQuery = c.req.query('lang');
  const themeQuery = c.req.query('theme');
  let lang: PageLook['lang'];
  if (langQuery !== undefined && /^(en|ar)\b/i.test(langQuery)) {
    lang = /^ar/i.test(langQuery) ? 'ar' : 'en';
  } else if (fallback.lang !== undefined) {
    lang = fallback.lang;
  } else {
    const negotiated = negotiatePortalLocale({
      ...(fallback.portalPath === undefined ? {} : { pathname: fallback.portalPath }),
      cookies: c.req.header('cookie') ?? '',
      browserLanguages: c.req.header('accept-language') ?? '',
    });
    lang = apiLanguageOf(negotiated.locale);
  }
  const theme =
    themeQuery === 'dark' || themeQuery === 'light' ? themeQuery : (fallback.theme ?? 'light');
  return { lang, theme };
}

/** The portal's home page in a language, relative, so behind the portal's proxy it stays on the portal. */
export function portalHomeOf(lang: PageLook['lang']): string {
  return lang === 'ar' ? '/ar-AE/' : '/en/';
}
