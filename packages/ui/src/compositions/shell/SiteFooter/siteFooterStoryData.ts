import { getFooterData } from '@portal/core/api/portal';
import type { PortalClient } from '@portal/core/client';
import type { Translator } from '@portal/core/i18n';
import type { SiteFooterContent, SiteFooterLabels } from './SiteFooter';

/**
 * The CMS footer of the story's sandbox, read through core, as words and addresses. Addresses become
 * fragments (a story never leaves the page) and images are left out (the story's sandbox serves
 * none), so store and social links show their names.
 */
export async function loadFooterContent(
  client: PortalClient,
  names: { readonly store: string; readonly social: string },
): Promise<SiteFooterContent> {
  const data = await getFooterData(client, { loggedIn: false });
  const hash = (href: string | null | undefined) => `#${href ?? ''}`;
  return {
    sections: data.FooterSections.map((section) => ({
      title: section.Text ?? '',
      links: section.NavList.map((link) => ({ label: link.Name ?? '', href: hash(link.Link) })),
    })),
    emergencyNumbers: data.EmergencyNumbers.map((entry) => ({
      name: entry.Name ?? '',
      number: entry.Number ?? '',
    })),
    emergencyViewAll: hash(data.ViewAllEmergencyNumbers),
    apps: {
      ...(data.StoreTitle == null ? {} : { title: data.StoreTitle }),
      ...(data.StoreSubtitle == null ? {} : { subtitle: data.StoreSubtitle }),
      links: data.DownloadApps.map((app, index) => ({
        label: `${names.store} ${index + 1}`,
        href: hash(app.AppLink),
      })),
    },
    socialLinks: data.SocialLinks.map((link, index) => ({
      label: `${names.social} ${index + 1}`,
      href: hash(link.SocialSiteLink),
    })),
    logos: [],
    copyright: data.CopyrightMessage ?? '',
    copyrightLinks: data.Copyrights.map((link) => ({
      label: link.CopyrightName ?? '',
      href: hash(link.CopyrightLink),
    })),
  };
}

/** The footer's labels from core's catalogues. */
export function siteFooterLabelsOf(t: Translator['t']): SiteFooterLabels {
  return {
    navigation: t('footer.navigation'),
    emergencyNumbers: t('footer.emergencyNumbers'),
    viewAllEmergencyNumbers: t('footer.viewAllEmergencyNumbers'),
    downloadApp: t('footer.downloadApp'),
    appRating: t('footer.appRating'),
    followUs: t('footer.followUs'),
    opensInNewTab: t('footer.opensInNewTab'),
    loading: t('footer.loading'),
  };
}
