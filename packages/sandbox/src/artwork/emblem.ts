import { ARABIC_FACE, LATIN_FACE, PALETTE, svgDocument } from './svgDocument';

/**
 * The emblem and wordmark of the sandbox's fictional government, "Sandbox Government" / "حكومة
 * ساندبوكس": a palm over two dunes inside a sand-coloured ring. Deliberately no falcon, no flag
 * colours and no real authority's name, so a screenshot of the sandbox cannot pass for a real
 * government's page.
 */

const NAME_EN = 'Sandbox Government';
const NAME_AR = 'حكومة ساندبوكس';

/** The emblem drawn in a 64-unit square, placed at (x, y) and scaled to `size`. */
function emblem(x: number, y: number, size: number, id: string): string {
  const scale = size / 64;
  return `<g transform="translate(${x} ${y}) scale(${scale})">
<clipPath id="${id}"><circle cx="32" cy="32" r="27"/></clipPath>
<circle cx="32" cy="32" r="31" fill="${PALETTE.gold}"/>
<circle cx="32" cy="32" r="27" fill="${PALETTE.teal}"/>
<g clip-path="url(#${id})">
<circle cx="45" cy="20" r="6" fill="${PALETTE.sandLight}" opacity="0.9"/>
<path d="M0 46 Q16 38 32 44 T64 42 V64 H0Z" fill="${PALETTE.sand}"/>
<path d="M0 52 Q20 46 36 52 T64 50 V64 H0Z" fill="${PALETTE.gold}"/>
</g>
<g fill="none" stroke="${PALETTE.sandLight}" stroke-width="2.6" stroke-linecap="round">
<path d="M31 46 C30.5 38 33 30 31.5 22"/>
<path d="M31.5 22 Q24 16 16 21"/>
<path d="M31.5 22 Q26 12 19 11"/>
<path d="M31.5 22 Q32.5 13 30 8"/>
<path d="M31.5 22 Q38 13 45 12"/>
<path d="M31.5 22 Q40 17 47 22"/>
</g>
</g>`;
}

/** Wordmark colours: deep teal on the light canvas, pale teal on the dark one. */
const WORDMARK_STYLE = `.ink{fill:${PALETTE.tealDeep}}.rule{stroke:${PALETTE.sand}}@media (prefers-color-scheme: dark){.ink{fill:#d8eeea}}`;

/** Emblem beside the two-line wordmark (English over Arabic), as the header's wide logo. */
function lockup(label: string, divider: boolean): string {
  const textX = divider ? 86 : 76;
  return svgDocument({
    width: divider ? 360 : 350,
    height: 64,
    label,
    style: WORDMARK_STYLE,
    body: `${emblem(0, 0, 64, 'emblem-clip')}
${divider ? '<line class="rule" x1="75" y1="10" x2="75" y2="54" stroke-width="1.5"/>' : ''}
<text class="ink" x="${textX}" y="29" font-family="${LATIN_FACE}" font-size="23" font-weight="700">${NAME_EN}</text>
<text class="ink" x="${textX}" y="55" font-family="${ARABIC_FACE}" font-size="20" font-weight="600" direction="rtl" text-anchor="end">${NAME_AR}</text>`,
  });
}

/** The header's logo on a wider screen: emblem and both names. */
export function logoDesktop(): string {
  return lockup(`${NAME_EN} emblem and wordmark`, false);
}

/**
 * The header's logo on a phone: the emblem alone, square. Beside the assistant, sign-in and menu
 * buttons a phone's bar has room for a 36 px mark and no more (with the short name, 112 px, the
 * Arabic bar broke onto two rows at 390 px); the home link carries the government's name.
 */
export function logoMobile(): string {
  return svgDocument({
    width: 48,
    height: 48,
    label: `${NAME_EN} emblem`,
    body: emblem(0, 0, 48, 'emblem-clip'),
  });
}

/** The footer's government logo: the same lockup with the official divider between mark and names. */
export function governmentLogo(): string {
  return lockup(`${NAME_EN} logo`, true);
}

/** The emblem on its own, square (the mini app's icon uses it on a tile). */
export function emblemOnTile(size: number, label: string): string {
  const inset = size * 0.14;
  return svgDocument({
    width: size,
    height: size,
    label,
    body: `<rect width="${size}" height="${size}" rx="${size * 0.22}" fill="${PALETTE.tealDeep}"/>
${emblem(inset, inset, size - 2 * inset, 'tile-clip')}`,
  });
}
