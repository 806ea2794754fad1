import type { PortalLocale } from '@portal/core';
import type { ContentItem, FavouriteService, SuitableService } from '@portal/core/api/portal';
import type { CategoryCardItem, GlanceService, ServiceLinkItem } from '@portal/ui';
import { checkedHref, checkedImage } from '../../platform/cms/checkedLinks';

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** A service path from the catalogue (`services/…`) as a checked page address. */
export function servicePathHref(
  path: string | undefined,
  locale: PortalLocale,
  origin: string,
): string | undefined {
  const raw = path?.trim();
  if (raw === undefined || raw === '') return undefined;
  return checkedHref(raw.startsWith('/') ? raw : `/${raw}`, locale, origin);
}

/** The hero's background (spec 001 §3: Backgrounddesktop, Backgroundmobile), checked. */
export function heroBackgroundOf(item: ContentItem, origin: string) {
  const desktop = checkedImage(text(item.mainItem?.['Backgrounddesktop']), origin);
  if (desktop === undefined) return undefined;
  const mobile = checkedImage(text(item.mainItem?.['Backgroundmobile']), origin);
  return mobile === undefined ? { desktop } : { desktop, mobile };
}

/** A CMS banner or section head (Title, Subtitle, ViewAllLink(Text), BGImage, children's Title). */
export interface CmsBlock {
  readonly title: string;
  readonly subtitle?: string;
  readonly linkText?: string;
  readonly href?: string;
  readonly image?: string;
  readonly points: readonly string[];
}

/** A CMS item as a banner, or `undefined` when it has no title (a failed load is `{}`: left out). */
export function cmsBlockOf(
  item: ContentItem,
  locale: PortalLocale,
  origin: string,
): CmsBlock | undefined {
  const main = item.mainItem;
  const title = text(main?.['Title']) ?? text(main?.['ServiceShortName']);
  if (main === undefined || title === undefined) return undefined;
  return {
    title,
    subtitle: text(main['Subtitle']),
    linkText: text(main['ViewAllLinkText']),
    href: checkedHref(text(main['ViewAllLink']), locale, origin),
    image: checkedImage(text(main['BGImage']), origin),
    points: (item.childsListItem ?? []).flatMap((child) => text(child['Title']) ?? []),
  };
}

/** The suit-your-needs children as category cards (Title, BGImage, ViewAllLink, Description). */
export function categoryCardsOf(
  item: ContentItem,
  locale: PortalLocale,
  origin: string,
): CategoryCardItem[] {
  return (item.childsListItem ?? []).flatMap((child, index) => {
    const title = text(child['Title']);
    const href = checkedHref(text(child['ViewAllLink']), locale, origin);
    if (title === undefined || href === undefined) return [];
    return [
      {
        id: `${index}:${href}`,
        title,
        href,
        description: text(child['Description']),
        image: checkedImage(text(child['BGImage']), origin),
      },
    ];
  });
}

/**
 * A CMS item's children as service cards (Title, Description, ViewAllLink): "Services for
 * everyone" (S2.3). A child without a title or a safe link is left out.
 */
export function cmsServiceItemsOf(
  item: ContentItem,
  locale: PortalLocale,
  origin: string,
): ServiceLinkItem[] {
  return (item.childsListItem ?? []).flatMap((child, index) => {
    const name = text(child['Title']);
    const href = checkedHref(text(child['ViewAllLink']), locale, origin);
    if (name === undefined || href === undefined) return [];
    return [{ id: `${index}:${href}`, name, href, description: text(child['Description']) }];
  });
}

/** Suitable services (≤ 6, spec 001 §9) as service cards. */
export function suitableServiceItemsOf(
  services: readonly SuitableService[],
  locale: PortalLocale,
  origin: string,
): ServiceLinkItem[] {
  return services.slice(0, 6).flatMap((service, index) => {
    const href = servicePathHref(service.path, locale, origin);
    if (service.title === undefined || href === undefined) return [];
    return [
      {
        id: `${index}:${href}`,
        name: service.title,
        href,
        description: service.description,
        entity: service.entityName,
      },
    ];
  });
}

/** Favourites as glance items; `MobileAppOnly` ones open the download popup (S4.6). */
export function favouriteItemsOf(
  favourites: readonly FavouriteService[],
  locale: PortalLocale,
  origin: string,
): GlanceService[] {
  return favourites.flatMap((favourite) => {
    const name = text(favourite.ServiceShortName) ?? text(favourite.Title);
    const href = servicePathHref(favourite.Path ?? undefined, locale, origin);
    if (name === undefined || href === undefined) return [];
    return [{ id: favourite.id, name, href, appOnly: favourite.MobileAppOnly === true }];
  });
}
