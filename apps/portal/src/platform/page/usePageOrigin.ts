import { usePrerender } from '../api/prerenderContext';

/**
 * The origin the page's CMS links and images are checked against: the browser's, or the
 * prerender's stand-in at build time (where there is no `window`).
 */
export function usePageOrigin(): string {
  const prerender = usePrerender();
  return prerender ? prerender.origin : window.location.origin;
}
