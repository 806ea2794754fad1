import { PERSONAL_AREA_PATHS, localizedPath, shellMessages, type PortalLocale } from '@portal/core';

/** One crumb: words and, except for the page shown, where it leads. */
export interface Crumb {
  readonly label: string;
  readonly href?: string;
}

/**
 * The trail of a locker page (SCREENS.md S1.8; spec 000 §2 "Breadcrumbs: home, then the user's
 * locker"): home, then My locker, then the pages given, the last being the page shown (no link).
 * On the locker home itself, pass no pages: My locker is then the page shown.
 * @example lockerBreadcrumbs('en', [{ label: 'Payments' }])
 * // [{ label: 'Home', href: '/en/' }, { label: 'My locker', href: '/en/mylocker' }, { label: 'Payments' }]
 */
export function lockerBreadcrumbs(locale: PortalLocale, pages: readonly Crumb[] = []): Crumb[] {
  const words = shellMessages(locale).breadcrumbs;
  const trail: Crumb[] = [
    { label: words.home, href: localizedPath(locale, '/') },
    { label: words.myLocker, href: localizedPath(locale, PERSONAL_AREA_PATHS.myLocker) },
    ...pages,
  ];
  const last = trail[trail.length - 1];
  if (last) trail[trail.length - 1] = { label: last.label };
  return trail;
}
