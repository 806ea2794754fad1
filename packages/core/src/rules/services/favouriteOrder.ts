/**
 * The order of a person's favourite services (SCREENS.md S7.3): pinned services are kept in the
 * order the person chose, newest last; the favourites page moves one up or down at a time (the
 * non-drag way WCAG 2.2 SC 2.5.7 asks for). Pure: the server keeps the order, the page asks for it.
 */

/** Which way a favourite moves in the list: `up` is towards the first, `down` towards the last. */
export type FavouriteMove = 'up' | 'down';

/** The ids of a list read from anywhere: a list that is not an array is no list; ids are strings. */
function idsOf(list: unknown): string[] {
  return Array.isArray(list) ? list.filter((id): id is string => typeof id === 'string') : [];
}

/** Whether the service is among the pinned ones. */
export function isFavouritePinned(pinnedIds: readonly string[], serviceId: string): boolean {
  return typeof serviceId === 'string' && idsOf(pinnedIds).includes(serviceId);
}

/**
 * The order after moving one favourite a place up or down. A favourite already first (up) or last
 * (down), or not in the list, leaves the order as it was (a new array with the same ids).
 */
export function moveFavourite(
  pinnedIds: readonly string[],
  serviceId: string,
  move: FavouriteMove,
): string[] {
  const order = idsOf(pinnedIds);
  const from = typeof serviceId === 'string' ? order.indexOf(serviceId) : -1;
  if (from === -1) return order;
  if (move !== 'up' && move !== 'down') return order;
  const to = move === 'up' ? from - 1 : from + 1;
  if (to < 0 || to >= order.length) return order;
  [order[from], order[to]] = [order[to] as string, order[from] as string];
  return order;
}

/** Whether a favourite can move that way (not already first for `up`, last for `down`). */
export function canMoveFavourite(
  pinnedIds: readonly string[],
  serviceId: string,
  move: FavouriteMove,
): boolean {
  const ids = idsOf(pinnedIds);
  const at = typeof serviceId === 'string' ? ids.indexOf(serviceId) : -1;
  if (at === -1) return false;
  if (move === 'up') return at > 0;
  return move === 'down' && at < ids.length - 1;
}

/**
 * Whether `order` is the same services as `pinnedIds`, each once, in any order: the only order the
 * server accepts to save (nothing pinned or unpinned on the way).
 */
export function isFavouriteReorder(
  pinnedIds: readonly string[],
  order: readonly string[],
): boolean {
  if (!Array.isArray(pinnedIds) || !Array.isArray(order)) return false;
  const pinned = idsOf(pinnedIds);
  const wanted = idsOf(order);
  if (wanted.length !== order.length || pinned.length !== pinnedIds.length) return false;
  if (wanted.length !== pinned.length || new Set(pinned).size !== pinned.length) return false;
  const unique = new Set(wanted);
  if (unique.size !== wanted.length) return false;
  return pinned.every((id) => unique.has(id));
}
