import type { AnyRouter } from '@tanstack/react-router';

/** The head links a server-drawn page names its addresses with (`build/prerender.ts` `pageHtml`). */
const PAGE_LINKS = 'link[rel="canonical"], link[rel="alternate"][hreflang]';

/**
 * A page drawn by the server carries its canonical address and its `hreflang` pair in the head, for
 * the address it was asked for. Once the reader moves on to another address inside the app they would
 * name the wrong page, so they are taken out at the first navigation that leaves the landing address.
 */
export function dropPageLinksOnNavigation(router: AnyRouter): void {
  if (document.head.querySelector(PAGE_LINKS) === null) return;
  const landing = `${window.location.pathname}${window.location.search}`;
  const unsubscribe = router.subscribe('onResolved', ({ toLocation }) => {
    if (`${toLocation.pathname}${toLocation.searchStr}` === landing) return;
    for (const link of document.head.querySelectorAll(PAGE_LINKS)) link.remove();
    unsubscribe();
  });
}
