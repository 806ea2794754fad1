import { searchResultDestinationOf, type PortalLocale } from '@portal/core';
import type { SearchResult } from '@portal/core/api/portal';
import { checkedHref } from '../../platform/cms/checkedLinks';
import { pagePath } from '../../platform/pages/pagePath';

/** A search hit as the search box and the results page show it: a name and a checked address. */
export interface ServiceLink {
  readonly id: string;
  readonly label: string;
  readonly href: string;
}

/**
 * The search hits that can be shown, as links (spec 001 §3 search result: ItemType, Path, Data): the
 * name is the short name or the title; the address is where core's `searchResultDestinationOf` says
 * the hit leads (spec 001 §6): a signed-in person's space hit goes to their own spaces of its kind
 * (`/spaces?spaceCode=`), anything else (a service, a visitor's space hit) to the hit's `Path` in the
 * page's language, checked by core's `safeUrl` (through `checkedHref`). A hit without a name or a
 * safe address is left out rather than shown as a dead link.
 */
export function serviceLinksOf(
  results: readonly SearchResult[],
  locale: PortalLocale,
  origin: string,
  signedIn: boolean,
): ServiceLink[] {
  return results.flatMap((result, index) => {
    const label = (result.Data?.ServiceShortName ?? result.Data?.title ?? '').trim();
    const destination = searchResultDestinationOf(result, signedIn);
    if (label === '' || destination === undefined) return [];
    if (destination.to === 'ownSpaces') {
      const href = pagePath(locale, 'spaces', {}, { spaceCode: destination.spaceCode });
      return [{ id: result.id ?? `${index}:${href}`, label, href }];
    }
    const { path } = destination;
    const href = checkedHref(
      path.startsWith('/') || /^[a-z][a-z\d+.-]*:/i.test(path) ? path : `/${path}`,
      locale,
      origin,
    );
    return href === undefined ? [] : [{ id: result.id ?? `${index}:${path}`, label, href }];
  });
}
