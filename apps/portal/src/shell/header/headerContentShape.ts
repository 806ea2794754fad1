import type { ProfileMenuLink, SiteHeaderLink } from '@portal/ui';

/** What the header shows from the CMS's header info (spec 001 §3), checked and ready for ui. */
export interface HeaderContent {
  readonly navigation: readonly SiteHeaderLink[];
  readonly logo: { readonly desktopSrc?: string; readonly mobileSrc?: string };
  /** ProfileMenuLinks. */
  readonly profileLinks: readonly ProfileMenuLink[];
  /** The CMS's "Welcome" (used when no name is known). */
  readonly welcomeMessage?: string;
  /** The CMS's register label. */
  readonly registerLabel?: string;
}

/** The content of a header whose header info could not be read (spec 001 §8: left out, no error). */
export const EMPTY_HEADER_CONTENT: HeaderContent = { navigation: [], logo: {}, profileLinks: [] };
