import { localizedPath, safeUrl, type PortalLocale } from '@portal/core';
import type { HeaderInfo } from '@portal/core/api/portal';
import type { ProfileMenuLink, SiteHeaderLink } from '@portal/ui';
import type { HeaderContent } from './headerContentShape';

const LOCALE_PREFIX = /^\/(en|ar-ae)(\/|$)/i;

/**
 * A CMS address as the header may use it, or `undefined` when it must not be followed: core's
 * `safeUrl` decides (only the portal's own origin and the allowed ones); a portal path written
 * without a language (`/mylocker`) gets the page's prefix (spec 001 §2 personal areas). A
 * same-origin address is returned as a path, so it works on every host the portal runs on.
 */
export function checkedHref(
  raw: string | undefined,
  locale: PortalLocale,
  origin: string,
): string | undefined {
  const text = raw?.trim();
  if (text === undefined || text === '') return undefined;
  const prefixed =
    text.startsWith('/') && !text.startsWith('//') && !LOCALE_PREFIX.test(text)
      ? localizedPath(locale, text as `/${string}`)
      : text;
  const checked = safeUrl(prefixed, { origin });
  if (!checked.ok) return undefined;
  const { url } = checked;
  return url.origin === new URL(origin).origin
    ? `${url.pathname}${url.search}${url.hash}`
    : url.href;
}

/** An image address from the CMS, checked like a link but never given a language prefix. */
export function checkedImage(raw: string | undefined, origin: string): string | undefined {
  const text = raw?.trim();
  if (text === undefined || text === '') return undefined;
  const checked = safeUrl(text, { origin });
  if (!checked.ok) return undefined;
  const { url } = checked;
  return url.origin === new URL(origin).origin ? `${url.pathname}${url.search}` : url.href;
}

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
