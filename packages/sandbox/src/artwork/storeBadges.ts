import { ARABIC_FACE, LATIN_FACE, svgDocument } from './svgDocument';

/**
 * Badges for the app stores, drawn generically: the stores' own badges and logos are trademarks
 * with usage rules, so each badge here is a dark plate with a plain pictogram (a phone with a
 * download arrow, a play triangle, a shopping bag) and "Get it on" / "احصل عليه من" above the store's
 * name written out. The footer shows them 40 px high; the mini app's dialog shows the pictogram
 * alone at 24 px beside the store's name.
 */

export type Store = 'app-store' | 'google-play' | 'app-gallery';

const STORE_NAMES: Readonly<Record<Store, string>> = {
  'app-store': 'App Store',
  'google-play': 'Google Play',
  'app-gallery': 'AppGallery',
};

/** The store's pictogram in a 24-unit square, drawn with `stroke`. */
function pictogram(store: Store, stroke: string): string {
  const open = `fill="none" stroke="${stroke}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"`;
  switch (store) {
    case 'app-store':
      return `<g ${open}><rect x="6" y="2" width="12" height="20" rx="2.5"/><path d="M12 7 v7 M9 11.5 l3 3 l3 -3"/><path d="M10.5 19 h3"/></g>`;
    case 'google-play':
      return `<g ${open}><path d="M7 4.5 v15 a1 1 0 0 0 1.5 .87 l12 -7.5 a1 1 0 0 0 0 -1.74 l-12 -7.5 a1 1 0 0 0 -1.5 .87Z"/></g>`;
    case 'app-gallery':
      return `<g ${open}><path d="M4.5 8 h15 l-1.2 12.2 a1.5 1.5 0 0 1 -1.5 1.3 h-9.6 a1.5 1.5 0 0 1 -1.5 -1.3Z"/><path d="M8.5 8 v-1 a3.5 3.5 0 0 1 7 0 v1"/><path d="M9 12.5 a3 3 0 0 0 6 0"/></g>`;
  }
}

/** The footer's badge (150 × 44) in English or Arabic: pictogram at the line's start. */
export function storeBadge(store: Store, language: 'en' | 'ar'): string {
  const name = STORE_NAMES[store];
  const arabic = language === 'ar';
  const glyph = `<g transform="translate(${arabic ? 116 : 10} 10)">${pictogram(store, '#ffffff')}</g>`;
  const textX = arabic ? 110 : 42;
  const anchor = arabic ? ' direction="rtl" text-anchor="start"' : '';
  return svgDocument({
    width: 150,
    height: 44,
    label: arabic ? `احصل عليه من ${name}` : `Get it on ${name}`,
    body: `<rect x="0.5" y="0.5" width="149" height="43" rx="8" fill="#111418" stroke="#8a96a3"/>
${glyph}
<text x="${textX}" y="17" fill="#e8edf2" font-family="${arabic ? ARABIC_FACE : LATIN_FACE}" font-size="${arabic ? 10 : 10}"${anchor}>${arabic ? 'احصل عليه من' : 'Get it on'}</text>
<text x="${arabic ? 110 : 42}" y="35" fill="#ffffff" font-family="${LATIN_FACE}" font-size="16" font-weight="600"${arabic ? ' text-anchor="end"' : ''}>${name}</text>`,
  });
}

/** The store's pictogram alone (24 × 24), in a tone that reads on light and dark dialogs. */
export function storeIcon(store: Store): string {
  return svgDocument({
    width: 24,
    height: 24,
    label: STORE_NAMES[store],
    style: `g{stroke:#2f6fab}@media (prefers-color-scheme: dark){g{stroke:#8cbceb}}`,
    body: pictogram(store, '#2f6fab').replace(/ stroke="#2f6fab"/, ''),
  });
}

export const STORES: readonly Store[] = ['app-store', 'google-play', 'app-gallery'];
