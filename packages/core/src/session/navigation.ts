/** Page navigation, injected so tests can record it (spec 001 §4: lock and unlock redirects). */

/** Reads the current address and replaces it. */
export interface PortalNavigation {
  /** The current address, absolute or root-relative. */
  currentUrl(): string;
  /**
   * Loads `url` in place of the current history entry. Choice: replace, not push, on lock and unlock,
   * so the Back button never returns to a page that showed personal data before the lock, nor to the
   * unlock screen after a successful unlock.
   */
  replace(url: string): void;
}

/** The browser default, on `window.location`, read only when called. */
export const browserNavigation: PortalNavigation = {
  currentUrl: () => window.location.href,
  replace: (url) => window.location.replace(url),
};
