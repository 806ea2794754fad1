import { displayPhoneNumber, localeFromPathname, safeUrl, type PortalLocale } from '@portal/core';
import type { FooterData } from '@portal/core/api/portal';
import type { SiteFooterContent, SiteFooterImageLink, SiteFooterLink } from '@portal/ui';
import { FOOTER_LINK_ORIGINS } from '../../platform/config/trustedOrigins';

/** The words the mapping needs, from the shell catalogue (`footer.*`). */
export interface FooterWords {
  /** `footer.copyright` with this year, when the CMS sends no CopyrightMessage. */
  readonly copyright: string;
  /** Name of a social link by its site (`footer.social.x`…), else `undefined`. */
  readonly socialName: (site: string) => string | undefined;
  /** Name of a store link by its store (`footer.store.appStore`…), else `undefined`. */
  readonly storeName: (store: 'appStore' | 'googlePlay' | 'other') => string;
}

interface Where {
  readonly locale: PortalLocale;
  /** The page's origin: relative CMS addresses resolve against it. */
  readonly origin: string;
}

/**
 * A CMS address as a link target, or `undefined` when it is missing or core's `safeUrl` refuses it
 * (another site not in {@link FOOTER_LINK_ORIGINS}, `javascript:`…). A portal path without a
 * language prefix gets the page's (`/about` → `/ar-AE/about`, spec 001 §2).
 */
export function footerHref(
  raw: string | null | undefined,
  { locale, origin }: Where,
): { readonly href: string; readonly external: boolean } | undefined {
  if (raw === null || raw === undefined || raw.trim() === '') return undefined;
  const checked = safeUrl(raw.trim(), { origin, allowedOrigins: FOOTER_LINK_ORIGINS });
  if (!checked.ok) return undefined;
  const { url } = checked;
  if (url.origin !== origin) return { href: url.href, external: true };
  const path = url.pathname;
  const localized =
    localeFromPathname(path) !== undefined || path.startsWith('/__sandbox/')
      ? path
      : `/${locale}${path}`;
  return { href: `${localized}${url.search}${url.hash}`, external: false };
}

/**
 * The host a link leads to. `footerHref` gives a portal page as a bare path, which `new URL` alone
 * refuses (a CMS social or store link written as a path threw here and took the page down: issue
 * O, item 15), so the page's origin is its base.
 */
function hostOf(href: string, origin: string): string {
  return new URL(href, origin).hostname;
}

/** The site a social link leads to, by its host (`www.instagram.com` → `instagram`). */
export function socialSiteOf(href: string, origin: string): string {
  const host = hostOf(href, origin).replace(/^www\./, '');
  return host === 'twitter.com' ? 'x' : (host.split('.')[0] ?? host);
}

function storeOf(href: string, origin: string): 'appStore' | 'googlePlay' | 'other' {
  const host = hostOf(href, origin);
  return host === 'apps.apple.com'
    ? 'appStore'
    : host === 'play.google.com'
      ? 'googlePlay'
      : 'other';
}

/**
 * The CMS footer (spec 001 §3 Footer data) as the footer composition's content: every address
 * checked and localised, entries without a usable address or name left out, images only from
 * addresses `safeUrl` accepts.
 */
export function footerContentOf(
  data: FooterData,
  words: FooterWords,
  where: Where,
): SiteFooterContent {
  const text = (value: string | null | undefined) => {
    const trimmed = value?.trim();
    return trimmed === undefined || trimmed === '' ? undefined : trimmed;
  };
  const link = (label: string | null | undefined, raw: string | null | undefined) => {
    const name = text(label);
    const target = footerHref(raw, where);
    return name === undefined || target === undefined
      ? []
      : [{ label: name, href: target.href, external: target.external } satisfies SiteFooterLink];
  };
  const image = (raw: string | null | undefined) => footerHref(raw, where)?.href;
  const imageLink = (
    raw: string | null | undefined,
    imageRaw: string | null | undefined,
    nameOf: (href: string) => string | undefined,
  ): SiteFooterImageLink[] => {
    const target = footerHref(raw, where);
    if (target === undefined) return [];
    const label = nameOf(target.href) ?? hostOf(target.href, where.origin);
    const src = image(imageRaw);
    return [
      { label, href: target.href, external: target.external, ...(src ? { imageSrc: src } : {}) },
    ];
  };

  const viewAll = footerHref(data.ViewAllEmergencyNumbers, where);
  const ratingImageSrc = image(data.AppRatingImage);
  const title = text(data.StoreTitle);
  const subtitle = text(data.StoreSubtitle);
  return {
    sections: data.FooterSections.flatMap((section) => {
      const sectionTitle = text(section.Text);
      const links = section.NavList.flatMap((entry) => link(entry.Name, entry.Link));
      return sectionTitle === undefined || links.length === 0
        ? []
        : [{ title: sectionTitle, links }];
    }),
    emergencyNumbers: data.EmergencyNumbers.flatMap((entry) => {
      const name = text(entry.Name);
      const number = text(entry.Number);
      // Spec 000 §9: a mobile written +9715… is shown as 05… (the link dials what is shown).
      return name === undefined || number === undefined || !/^[\d\s+-]+$/.test(number)
        ? []
        : [{ name, number: displayPhoneNumber(number) }];
    }),
    ...(viewAll === undefined ? {} : { emergencyViewAll: viewAll.href }),
    apps: {
      ...(title === undefined ? {} : { title }),
      ...(subtitle === undefined ? {} : { subtitle }),
      ...(ratingImageSrc === undefined ? {} : { ratingImageSrc }),
      links: data.DownloadApps.flatMap((app) =>
        imageLink(app.AppLink, app.AppImage, (href) =>
          words.storeName(storeOf(href, where.origin)),
        ),
      ),
    },
    socialLinks: data.SocialLinks.flatMap((entry) =>
      imageLink(entry.SocialSiteLink, entry.SocialSiteImage, (href) =>
        words.socialName(socialSiteOf(href, where.origin)),
      ),
    ),
    logos: data.Logos.flatMap((logo) => {
      const src = image(logo.Image);
      return src === undefined ? [] : [{ src }];
    }),
    copyright: text(data.CopyrightMessage) ?? words.copyright,
    copyrightLinks: data.Copyrights.flatMap((entry) =>
      link(entry.CopyrightName, entry.CopyrightLink),
    ),
  };
}
