import { spaceKindOfCode } from '../routing/queryParams';

/** The parts of a search hit (spec 001 §3: ItemType, Path, Data) that decide where it leads. */
export interface SearchResultTarget {
  readonly ItemType?: string | null | undefined;
  readonly Path?: string | null | undefined;
  readonly Data?: { readonly SpaceCode?: string | null | undefined } | null | undefined;
}

/**
 * Where a search hit leads: the signed-in person's own spaces page of a kind (`/spaces?spaceCode=`),
 * or the hit's own `Path`, trimmed, as written (the app resolves it in the page's language).
 */
export type SearchResultDestination =
  | { readonly to: 'ownSpaces'; readonly spaceCode: 'buss' | 'prop' }
  | { readonly to: 'path'; readonly path: string };

/** The item type of a space hit (spec 001 §6), compared ignoring case and surrounding spaces. */
export const SPACE_ITEM_TYPE = 'space';

/**
 * Where a search hit leads (spec 001 §3, §6: "Visitor: a space search result uses the
 * online-service path"; "Logged-in user: own space path"). A hit of `ItemType` `space` (ignoring
 * case) whose `Data.SpaceCode` names a space kind (`buss`, `prop`, ignoring case; an assumed field,
 * see `searchResultSchema`) leads a signed-in person to their own spaces of that kind. Anything else,
 * a visitor's space hit included, leads to its `Path`, as a service does; a hit with no `Path` leads
 * nowhere (`undefined`). The path is not checked here: the app checks it with `safeUrl` as it links.
 *
 * Never throws: anything but a hit leads nowhere.
 */
export function searchResultDestinationOf(
  result: SearchResultTarget,
  signedIn: boolean,
): SearchResultDestination | undefined {
  if (result === null || typeof result !== 'object') return undefined;
  if (signedIn === true && isSpaceHit(result)) {
    const spaceCode = spaceCodeOfHit(result);
    if (spaceCode !== undefined) return { to: 'ownSpaces', spaceCode };
  }
  const path = typeof result.Path === 'string' ? result.Path.trim() : '';
  return path === '' ? undefined : { to: 'path', path };
}

function isSpaceHit(result: SearchResultTarget): boolean {
  return (
    typeof result.ItemType === 'string' && result.ItemType.trim().toLowerCase() === SPACE_ITEM_TYPE
  );
}

/** The hit's `Data.SpaceCode` as the spaces page reads it (`spaceKindOfCode`), or `undefined`. */
function spaceCodeOfHit(result: SearchResultTarget): 'buss' | 'prop' | undefined {
  const data: unknown = result.Data;
  if (data === null || typeof data !== 'object') return undefined;
  const code: unknown = (data as { readonly SpaceCode?: unknown }).SpaceCode;
  if (typeof code !== 'string') return undefined;
  const kind = spaceKindOfCode(code);
  return kind === undefined ? undefined : kind === 'business' ? 'buss' : 'prop';
}
