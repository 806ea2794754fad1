import { PORTAL_LOCALES, type PortalLocale } from '@portal/core';
import {
  PORTAL_PAGES,
  type PortalPage,
  type SweepVisitor,
} from '../../src/platform/pages/pageTable';

export type ColorScheme = 'light' | 'dark';

/**
 * One page the sweep opens: a route's sample, in a language, as a visitor or signed in. The test
 * checks it in both colour schemes (light first, then dark after a reload), so each page and sign-in
 * is paid for once per language rather than once per scheme.
 */
export interface SweepCase {
  readonly route: PortalPage;
  readonly locale: PortalLocale;
  readonly as: SweepVisitor;
  /** The address opened, with its language prefix. */
  readonly url: string;
  readonly title: string;
}

/** The address samples of a route: its own list, or its path when it has no parameter. */
export function samplesOf(route: PortalPage): readonly string[] {
  if (route.samples && route.samples.length > 0) return route.samples;
  if (route.path.split('/').some((segment) => segment.startsWith('$'))) {
    throw new Error(`Route "${route.id}" has a path parameter: give it samples in pageTable.ts`);
  }
  return [route.path];
}

/** Every route of the list × {en, ar-AE} × as whom it is opened. */
export function sweepCases(
  routes: readonly PortalPage[] = PORTAL_PAGES as readonly PortalPage[],
): SweepCase[] {
  return routes.flatMap((route) =>
    samplesOf(route).flatMap((sample) =>
      (route.sweepAs ?? [route.access === 'public' ? 'visitor' : 'signedIn']).flatMap((as) =>
        PORTAL_LOCALES.map((locale) => {
          const url = `/${locale}${sample}`;
          return { route, locale, as, url, title: `${route.id} ${url} ${as}` };
        }),
      ),
    ),
  );
}
