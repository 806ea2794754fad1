import { lazyRouteComponent } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import type { PortalPage } from '../platform/pages/pageTable';
import { personalPage } from '../shell/session/personalPage';

/**
 * Every page module, each split into its own chunk and loaded on first use. A glob rather than one
 * `import()` per page, so the page table's `screen` names the module in one place and the build
 * can find each page's chunk by its module (`build/routePreload.ts`).
 */
const SCREEN_MODULES = import.meta.glob<Record<string, ComponentType>>('../screens/*/*Page.tsx');

/** The loader of a page's module (its chunk): the route's component and its first queries share it. */
export function screenModuleOf(page: Pick<PortalPage, 'screen'>) {
  const load = SCREEN_MODULES[`../screens/${page.screen}.tsx`];
  if (!load) throw new RangeError(`screenComponent: src/screens/${page.screen}.tsx not found`);
  return load;
}

/** The lazily loaded screen of a page of the table; a personal one behind the session's lock. */
export function screenComponent(page: PortalPage) {
  const load = screenModuleOf(page);
  const exportName = page.screen.slice(page.screen.lastIndexOf('/') + 1);
  const screen = lazyRouteComponent(load, exportName);
  // A personal page of a locked session shows the unlock flow instead (issue O §11). A
  // `longSession` page (settings) shows the flow itself with `?lock=true`.
  return page.access === 'signedIn' ? personalPage(screen) : screen;
}
