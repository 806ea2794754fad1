import type { PortalLocale } from '@portal/core';
import { usePrerender } from './prerenderContext';
import { appClientsFor, type AppClients } from './appClients';

/**
 * The clients of a page language for a component: the browser's shared ones (`appClientsFor`),
 * or the build's content source while the page is prerendered (build/prerender.ts).
 */
export function useAppClients(locale: PortalLocale): AppClients {
  const prerender = usePrerender();
  return prerender ? prerender.clientsFor(locale) : appClientsFor(locale);
}
