import type { PortalLocale } from '@portal/core';
import type { TopBanner } from '@portal/core/api/portal';
import type { TopBannerContent } from '@portal/ui';
import { checkedHref } from '../../platform/cms/checkedLinks';

const textOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/**
 * The CMS announcement as the strip's content: its title and description, and its link only when it
 * leads to a page of the portal (a checked same-origin address comes back as a path).
 */
export function topBannerContentOf(
  banner: TopBanner,
  locale: PortalLocale,
  origin: string,
): TopBannerContent {
  const title = textOf(banner.Title);
  const description = textOf(banner.Description);
  const linkText = textOf(banner.LinkText);
  const target = checkedHref(banner.LinkUrl ?? undefined, locale, origin);
  const internal = target !== undefined && target.startsWith('/') && !target.startsWith('//');
  return {
    ...(title ? { title } : {}),
    ...(description ? { description } : {}),
    ...(linkText && internal ? { link: { label: linkText, href: target } } : {}),
  };
}
