import { svgDocument } from './svgDocument';

/**
 * The footer's social links (spec 001 §3 SocialSiteImage), 40 × 40: a round plate in the portal's
 * blue with a plain pictogram — a cross for X, a camera for Instagram. Generic glyphs on purpose:
 * the networks' own logos are trademarks, and the link's text names the network anyway.
 */

export type SocialSite = 'x' | 'instagram';

const PLATE = `.plate{fill:#2f6fab}.glyph{stroke:#ffffff}@media (prefers-color-scheme: dark){.plate{fill:#8cbceb}.glyph{stroke:#0f1720}}`;

const GLYPHS: Readonly<Record<SocialSite, { readonly label: string; readonly body: string }>> = {
  x: { label: 'X', body: '<path d="M13 13 L27 27 M27 13 L13 27" stroke-width="3.2"/>' },
  instagram: {
    label: 'Instagram',
    body: '<path d="M11 16 a2 2 0 0 1 2 -2 h3 l2 -3 h4 l2 3 h3 a2 2 0 0 1 2 2 v10 a2 2 0 0 1 -2 2 h-14 a2 2 0 0 1 -2 -2Z" stroke-width="2.2"/><circle cx="20" cy="20.5" r="4" stroke-width="2.2"/>',
  },
};

export function socialIcon(site: SocialSite): string {
  const glyph = GLYPHS[site];
  return svgDocument({
    width: 40,
    height: 40,
    label: glyph.label,
    style: PLATE,
    body: `<circle class="plate" cx="20" cy="20" r="20"/><g class="glyph" fill="none" stroke-linecap="round" stroke-linejoin="round">${glyph.body}</g>`,
  });
}

export const SOCIAL_SITES: readonly SocialSite[] = ['x', 'instagram'];
