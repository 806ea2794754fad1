/**
 * View model of `FavouriteServices` and `FavouriteToggle` (SCREENS.md S7.3, S7.1): core's favourites
 * read (`getFavouriteServices`), core's page path rule (`servicePagePath`) and the catalogue's words
 * (`favourites.*`, `common.*`) as their props.
 */
import { servicePagePath, type PortalLocale } from '@portal/core';
import type { FavouriteService } from '@portal/core/api/portal';
import type {
  FavouriteServiceItem,
  FavouriteServicesLabels,
} from '../FavouriteServices/FavouriteServices';
import type { ServiceWords } from './serviceDetails';

/** The favourites page's words (`favourites.*`, `common.tryAgain`, `common.loading`). */
export function favouriteServicesLabelsOf(t: ServiceWords): FavouriteServicesLabels {
  return {
    title: t('favourites.title'),
    intro: t('favourites.intro'),
    list: t('favourites.listLabel'),
    moveUp: (name) => t('favourites.moveUp', { name }),
    moveDown: (name) => t('favourites.moveDown', { name }),
    unpin: t('favourites.unpin'),
    unpinNamed: (name) => t('favourites.unpinNamed', { name }),
    empty: t('favourites.empty'),
    loading: t('favourites.loading'),
    retry: t('common.tryAgain'),
    retrying: t('common.loading'),
  };
}

/** A favourite's name: its short name, else its title; blank is no name. */
function nameOf(favourite: FavouriteService): string | undefined {
  const name = favourite.ServiceShortName?.trim() || favourite.Title?.trim();
  return name || undefined;
}

/**
 * The pinned services as the list shows them, in the server's order: a favourite without a name or
 * without a service page path is left out (no row that leads nowhere).
 */
export function favouriteServiceItemsOf(
  favourites: readonly FavouriteService[],
  locale: PortalLocale,
): FavouriteServiceItem[] {
  return favourites.flatMap((favourite) => {
    const name = nameOf(favourite);
    const href = favourite.Path ? servicePagePath(locale, favourite.Path) : undefined;
    if (name === undefined || href === undefined) return [];
    return [{ id: favourite.id, name, href, appOnly: favourite.MobileAppOnly === true }];
  });
}

/** What a move says: "{name} moved to position {position} of {count}." (`position` from 1). */
export function favouriteMovedText(
  t: ServiceWords,
  name: string,
  position: number,
  count: number,
): string {
  return t('favourites.moved', { name, position, count });
}
