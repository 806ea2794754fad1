import type { PortalLocale } from '@portal/core';
import { createContext, useContext } from 'react';
import type { AppClients } from './appClients';

/**
 * Present while `prerender.tsx` renders a page to static HTML at build time (see
 * `build/prerender.ts`). Parts that depend on this browser (the session, the saved theme) render a
 * neutral placeholder then, and the page reports its `<title>`, its description and whether it found
 * what its address names.
 */
export interface PrerenderInfo {
  /** Called with the document title the page sets. */
  readonly reportTitle: (title: string) => void;
  /** Called with the `<meta name="description">` the page sets (`useDocumentDescription`). */
  readonly reportDescription: (description: string) => void;
  /**
   * Called by a page whose address names nothing (a service the catalogue does not have): the
   * server then answers its not-found state with 404 (`server/renderedPages.ts`).
   */
  readonly reportNotFound: () => void;
  /**
   * The origin CMS addresses are checked against (core's `safeUrl`): the browser's own origin is
   * unknown at build time. Same-origin addresses come out as paths either way, so the prerendered
   * links match what the browser computes.
   */
  readonly origin: string;
  /** The clients the page's queries are named with (the build's content source). */
  readonly clientsFor: (locale: PortalLocale) => AppClients;
}

export const PrerenderContext = createContext<PrerenderInfo | undefined>(undefined);

/** Whether this render is the build-time prerender rather than a browser's. */
export function usePrerender(): PrerenderInfo | undefined {
  return useContext(PrerenderContext);
}
