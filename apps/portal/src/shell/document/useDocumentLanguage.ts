import { documentAttributesOf, type PortalLocale } from '@portal/core';
import { useLayoutEffect } from 'react';

/**
 * Keeps `<html lang dir>` on the page language (WCAG 3.1.1; mirroring). `main.tsx` sets them before
 * the first render; this follows client-side language switches.
 */
export function useDocumentLanguage(locale: PortalLocale): void {
  useLayoutEffect(() => {
    const { lang, dir } = documentAttributesOf(locale);
    document.documentElement.lang = lang;
    document.documentElement.dir = dir;
  }, [locale]);
}
