import type { PortalLocale } from '@portal/core';
import type { HeaderInfo } from '@portal/core/api/portal';
import type { ProfileMenuLink, SiteHeaderLink } from '@portal/ui';
import { checkedHref, checkedImage } from '../../platform/cms/checkedLinks';
import type { HeaderContent } from './headerContentShape';

const textOf = (value: string | null | undefined): string | undefined => {
  const text = value?.trim();
  return text === undefined || text === '' ? undefined : text;
};

/**
 * Maps the CMS's header info to the header's props. Links without a label, or whose address is
 * refused, are left out; a parent whose own address is refused stays when it has children.
 */
export function headerContentOf(
  info: HeaderInfo,
  locale: PortalLocale,
  origin: string,
): HeaderContent {
  const navigation: SiteHeaderLink[] = [];
  for (const link of info.DirectNavigationMenuLinks) {
    const label = textOf(link.LinkText);
    if (label === undefined) continue;
    const children = link.ChildesItems.flatMap((child) => {
      const childLabel = textOf(child.LinkText);
      const href = checkedHref(child.LinkUrl ?? undefined, locale, origin);
      return childLabel === undefined || href === undefined ? [] : [{ label: childLabel, href }];
    });
    const href = checkedHref(link.LinkUrl ?? undefined, locale, origin);
    if (href === undefined && children.length === 0) continue;
    navigation.push({ label, href, children });
  }
  const profileLinks = info.ProfileMenuLinks.flatMap((link): ProfileMenuLink[] => {
    const label = textOf(link.LinkText);
    const href = checkedHref(link.LinkUrl ?? undefined, locale, origin);
    if (label === undefined || href === undefined) return [];
    const iconSrc = checkedImage(link.Icon ?? undefined, origin);
    return [iconSrc === undefined ? { label, href } : { label, href, iconSrc }];
  });
  const desktopSrc = checkedImage(info.DesktopLogo ?? undefined, origin);
  const mobileSrc = checkedImage(info.MobileLogo ?? undefined, origin);
  return {
    navigation,
    logo: {
      ...(desktopSrc === undefined ? {} : { desktopSrc }),
      ...(mobileSrc === undefined ? {} : { mobileSrc }),
    },
    profileLinks,
    welcomeMessage: textOf(info.welcomeMessage),
    registerLabel: textOf(info.RegisterLabel),
  };
}
