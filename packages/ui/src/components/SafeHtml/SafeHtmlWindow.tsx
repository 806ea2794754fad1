import { createContext, useContext, type ReactNode } from 'react';
import type { WindowLike } from 'dompurify';

/** A window DOMPurify can sanitise in (its `WindowLike`): a browser's, or a jsdom window on a server. */
export type SanitizerWindow = WindowLike;

const SafeHtmlWindowContext = createContext<SanitizerWindow | undefined>(undefined);

/**
 * Gives every `SafeHtml` below a window to sanitise in where the page has none: a server renderer
 * wraps the page in it with a jsdom window, so CMS content is drawn, sanitised, into the HTML it
 * sends (an information page a crawler or a reader without JavaScript can read). In a browser it is
 * not needed: the page's own window is used.
 */
export function SafeHtmlWindowProvider({
  window,
  children,
}: {
  readonly window: SanitizerWindow;
  readonly children: ReactNode;
}) {
  return <SafeHtmlWindowContext.Provider value={window}>{children}</SafeHtmlWindowContext.Provider>;
}

/** The window a `SafeHtmlWindowProvider` above gives, if any. */
export function useSafeHtmlWindow(): SanitizerWindow | undefined {
  return useContext(SafeHtmlWindowContext);
}
