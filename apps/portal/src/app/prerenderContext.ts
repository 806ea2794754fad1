import { createContext, useContext } from 'react';

/**
 * Present while `prerender.tsx` renders a page to static HTML at build time (see
 * `build/prerender.ts`). Parts that depend on this browser (the session, the saved theme) render a
 * neutral placeholder then, and the page reports its `<title>`.
 */
export interface PrerenderInfo {
  /** Called with the document title the page sets. */
  readonly reportTitle: (title: string) => void;
}

export const PrerenderContext = createContext<PrerenderInfo | undefined>(undefined);

/** Whether this render is the build-time prerender rather than a browser's. */
export function usePrerender(): PrerenderInfo | undefined {
  return useContext(PrerenderContext);
}
