import { useEffect } from 'react';
import { usePrerender } from '../../platform/api/prerenderContext';

/** The `<title>` of a page: its own name first, then the site's (WCAG 2.4.2). */
export function documentTitleOf(pageTitle: string | undefined, siteName: string): string {
  return pageTitle === undefined ? siteName : `${pageTitle} – ${siteName}`;
}

/**
 * Sets `<title>` for the page shown, so tabs and screen readers say what is open before where. The
 * build-time prerender reads it from here too, so the static HTML carries the same title.
 */
export function useDocumentTitle(pageTitle: string | undefined, siteName: string): void {
  const title = documentTitleOf(pageTitle, siteName);
  usePrerender()?.reportTitle(title);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
