/**
 * Scrolls a one-line tab list (`TabsList layout="line"`) just enough to show `tab` whole, and
 * nothing else: not the page, not the panel around it (`scrollIntoView` would move those too, and
 * a browser does not always scroll on focus). A tab of a wrapping list is always in view already.
 */
export function keepTabInView(tab: HTMLElement): void {
  const list = tab.closest<HTMLElement>('[data-slot="tabs-list"]');
  if (list === null || list.dataset['layout'] !== 'line') return;
  const shown = list.getBoundingClientRect();
  const box = tab.getBoundingClientRect();
  // Physical pixels in both directions: a larger scrollLeft shows more of the right, in RTL too.
  if (box.left < shown.left) list.scrollLeft -= Math.ceil(shown.left - box.left);
  else if (box.right > shown.right) list.scrollLeft += Math.ceil(box.right - shown.right);
}
