/** One slot of a pagination row: a page number, or a gap standing for the pages left out. */
export type PageSlot =
  | { readonly kind: 'page'; readonly page: number }
  | { readonly kind: 'gap'; readonly side: 'start' | 'end' };

/**
 * The pages a pagination row shows: the first, the last, the current one and `siblings` on each side
 * of it, with a gap where pages are left out. A gap never stands for a single page (that page is
 * shown instead), so the row has at most `2 × siblings + 5` slots whatever the page count.
 */
export function pageWindow(page: number, pageCount: number, siblings: number): PageSlot[] {
  const count = Math.max(1, Math.floor(pageCount));
  const current = Math.min(count, Math.max(1, Math.floor(page)));
  const shown = new Set<number>([1, count]);
  for (let offset = -siblings; offset <= siblings; offset++) {
    const candidate = current + offset;
    if (candidate >= 1 && candidate <= count) shown.add(candidate);
  }
  // A gap of exactly one page costs as much room as the page itself: show the page.
  if (shown.has(3) && !shown.has(2)) shown.add(2);
  if (shown.has(count - 2) && !shown.has(count - 1)) shown.add(count - 1);

  const slots: PageSlot[] = [];
  let previous = 0;
  for (const pageNumber of [...shown].sort((a, b) => a - b)) {
    if (pageNumber - previous > 1)
      slots.push({ kind: 'gap', side: pageNumber === count ? 'end' : 'start' });
    slots.push({ kind: 'page', page: pageNumber });
    previous = pageNumber;
  }
  return slots;
}
