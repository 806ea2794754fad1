import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useState,
  type ReactNode,
} from 'react';

/** `false` outside a provider: the build-time prerender renders every part in its neutral form. */
const HydratedContext = createContext(false);

export interface HydratedProviderProps {
  /** The app adopts prerendered HTML: render it as the prerender did first, then switch. */
  readonly hydrating: boolean;
  readonly children: ReactNode;
}

/**
 * Holds whether the page runs as the app yet (see `useHydrated`). After hydration the switch is a
 * transition: every part that waited for the browser (session, footer, CMS sections, header
 * parts) then renders in slices that give the main thread back, rather than in one synchronous
 * task (a `useSyncExternalStore` snapshot change re-renders synchronously: a 300 ms long task on a
 * throttled phone, total blocking time).
 */
export function HydratedProvider({ hydrating, children }: HydratedProviderProps) {
  const [hydrated, setHydrated] = useState(!hydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return <HydratedContext value={hydrated}>{children}</HydratedContext>;
}

/**
 * `false` while the page is prerendered at build time and while the browser hydrates that HTML,
 * `true` afterwards and on every render of a page that was not prerendered. Parts that depend on
 * this browser (the session, the saved theme) render their neutral form until then, so the markup
 * hydration finds is the markup the prerender wrote (no mismatch, no replaced nodes).
 */
export function useHydrated(): boolean {
  return useContext(HydratedContext);
}
