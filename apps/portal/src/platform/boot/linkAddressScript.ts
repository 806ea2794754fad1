/**
 * Links whose address includes the page's own, which a prerendered page's HTML cannot know: the
 * language switch keeps the query and fragment (spec 001 §2), sign-in and register come back to
 * the whole address (`/login?redirectUrl=<path, query, fragment>`; `/login` checks it again with
 * core's `loginPath`).
 */
export const KEEP_QUERY_LINKS = 'a[data-keep-query]';
export const RETURN_HERE_LINKS = 'a[data-return-here], a[data-slot="site-header-register"]';

/**
 * An inline `<head>` script (vite.config.ts) that points those links at the address the moment
 * they are used (a click, a middle click, the context menu for "open in new tab" or "copy link"),
 * in the capture phase, before the browser follows them. Registered before the body is parsed, it
 * holds from the first link on screen, long before the app has started; at use time it also
 * reads the address as it is then. The app's own renders of these links carry the same addresses.
 */
export function linkAddressScript(): string {
  const selector = `${KEEP_QUERY_LINKS}, ${RETURN_HERE_LINKS}`;
  return (
    `(function(d,l){function point(e){var t=e.target;` +
    `var a=t&&t.closest?t.closest(${JSON.stringify(selector)}):null;if(!a)return;` +
    `if(a.matches(${JSON.stringify(KEEP_QUERY_LINKS)})){a.search=l.search;a.hash=l.hash}` +
    `else a.search='?redirectUrl='+encodeURIComponent(l.pathname+l.search+l.hash)}` +
    `d.addEventListener('click',point,true);d.addEventListener('auxclick',point,true);` +
    `d.addEventListener('contextmenu',point,true)})(document,location);`
  );
}
