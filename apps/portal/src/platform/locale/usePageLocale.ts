import { DEFAULT_PORTAL_LOCALE, PORTAL_LOCALES, type PortalLocale } from '@portal/core';
import { useParams } from '@tanstack/react-router';

/** Narrows a `$locale` path parameter to a portal locale (the root route has already redirected others). */
export function portalLocaleOf(value: unknown): PortalLocale {
  return PORTAL_LOCALES.find((locale) => locale === value) ?? DEFAULT_PORTAL_LOCALE;
}

/** The language of the page shown, from its `/{locale}/` prefix. */
export function usePageLocale(): PortalLocale {
  const { locale } = useParams({ strict: false });
  return portalLocaleOf(locale);
}
