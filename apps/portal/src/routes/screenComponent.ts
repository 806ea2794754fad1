import { lazyRouteComponent } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { personalPage } from '../session/personalPage';
import { PORTAL_ROUTES, type PortalRouteId } from './routeList';

/**
 * Every page module, each split into its own chunk and loaded on first use. A glob rather than one
 * `import()` per route, so the route list's `screen` names the module in one place and the build
 * can find each page's chunk by its module (`build/routePreload.ts`).
 */
const SCREEN_MODULES = import.meta.glob<Record<string, ComponentType>>('../screens/*/*Page.tsx');

/** The lazily loaded page of a route of the list; a personal one behind the session's lock. */
export function screenComponent(id: PortalRouteId) {
  const route = PORTAL_ROUTES.find((entry) => entry.id === id);
  if (!route) throw new RangeError(`screenComponent: no route "${id}" in PORTAL_ROUTES`);
  const load = SCREEN_MODULES[`../screens/${route.screen}.tsx`];
  if (!load) throw new RangeError(`screenComponent: src/screens/${route.screen}.tsx not found`);
  const exportName = route.screen.slice(route.screen.lastIndexOf('/') + 1);
  const page = lazyRouteComponent(load, exportName);
  // A personal page of a locked session shows the unlock flow instead (issue O §11). Not the
  // settings page: it shows the flow itself with `?lock=true`, and closing the dialog leads there.
  return route.access === 'signedIn' && route.id !== 'settings' ? personalPage(page) : page;
}
