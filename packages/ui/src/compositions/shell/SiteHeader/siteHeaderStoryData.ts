import { getHeaderInfo } from '@portal/core/api/portal';
import type { PortalClient } from '@portal/core/client';
import type { Translator } from '@portal/core/i18n';
import type { SiteHeaderLabels, SiteHeaderLink } from './SiteHeader';

/**
 * The CMS's navigation links for the header stories, read through core from the story's sandbox.
 * Addresses become fragments (a story never leaves the page); logos are left out because the
 * story's sandbox serves no images, so the site name shows in their place.
 */
export async function loadHeaderNavigation(client: PortalClient): Promise<SiteHeaderLink[]> {
  const info = await getHeaderInfo(client);
  return info.DirectNavigationMenuLinks.map((link) => ({
    label: link.LinkText ?? '',
    href: link.LinkUrl === undefined ? undefined : `#${link.LinkUrl}`,
    children: link.ChildesItems.map((child) => ({
      label: child.LinkText ?? '',
      href: `#${child.LinkUrl ?? ''}`,
    })),
  }));
}

/** The header's labels from core's catalogues. */
export function siteHeaderLabelsOf(t: Translator['t']): SiteHeaderLabels {
  return {
    home: t('header.logoLabel'),
    siteName: t('shell.siteName'),
    navigation: t('header.mainNavigation'),
    menu: { open: t('header.menu.open'), close: t('header.menu.close') },
  };
}
