import type { PortalLocale } from '@portal/core';
import type { SearchResult } from '@portal/core/api/portal';
import { checkedHref } from '../../platform/cms/checkedLinks';

/** A search hit as the search box and the results page show it: a name and a checked address. */
export interface ServiceLink {
  readonly id: string;
  readonly label: string;
  readonly href: string;
}

/**
 * The search hits that can be shown, as links (spec 001 §3 search result: Path, Data): the name is
 * the short name or the title, the address the hit's `Path` in the page's language, checked by
 * core's `safeUrl` (through `checkedHref`). A hit without a name or a safe address is left out rather
 * than shown as a dead link.
 */
export function serviceLinksOf(
  results: readonly SearchResult[],
  locale: PortalLocale,
  origin: string,
): ServiceLink[] {
  return results.flatMap((result, index) => {
    const label = (result.Data?.ServiceShortName ?? result.Data?.title ?? '').trim();
    const path = result.Path?.trim() ?? '';
    if (label === '' || path === '') return [];
    const href = checkedHref(
      path.startsWith('/') || /^[a-z][a-z\d+.-]*:/i.test(path) ? path : `/${path}`,
      locale,
      origin,
    );
    return href === undefined ? [] : [{ id: result.id ?? `${index}:${path}`, label, href }];
  });
}
