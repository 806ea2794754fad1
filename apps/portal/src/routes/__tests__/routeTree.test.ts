import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { PORTAL_PAGES } from '../../platform/pages/pageTable';
import { PAGE_ROUTES, localeRoute, routeTree } from '../routeTree';

// Building a router initialises the routes (parents, full paths).
createRouter({
  routeTree,
  history: createMemoryHistory(),
  context: { queryClient: new QueryClient() },
});

describe('route tree and page table', () => {
  it('routes every entry of the list under /$locale at the path the list gives', () => {
    for (const entry of PORTAL_PAGES) {
      const route = PAGE_ROUTES[entry.id];
      expect(route.parentRoute, entry.id).toBe(localeRoute);
      const routed = route.fullPath.replace(/^\/\$locale/, '') || '/';
      expect(routed, entry.id).toBe(entry.path);
    }
  });

  it('has no page route the list does not know', () => {
    expect(localeRoute.children).toHaveLength(PORTAL_PAGES.length);
  });
});
