import { PALETTE, svgDocument } from './svgDocument';

/**
 * The home hero's backgrounds (spec 001 §3 Backgrounddesktop / Backgroundmobile). They carry no
 * text: the hero's heading, sentence and search sit over them (the page also dims them to a
 * quarter), so the drawing keeps to the edges — a lattice of eight-pointed stars fading in at the
 * top, a low skyline and dunes along the bottom — and leaves the middle, where the words are, calm.
 * The backgrounds are transparent: the hero's surface colour shows through in either theme.
 */

/** An eight-pointed star (two overlapping squares) centred on (x, y). */
function star(x: number, y: number, r: number): string {
  const s = r * 0.72;
  return `<rect x="${x - s}" y="${y - s}" width="${2 * s}" height="${2 * s}"/><rect x="${x - s}" y="${y - s}" width="${2 * s}" height="${2 * s}" transform="rotate(45 ${x} ${y})"/>`;
}

/** A band of stars across the top, growing fainter downwards. */
function lattice(width: number, rows: number, step: number): string {
  const groups: string[] = [];
  for (let row = 0; row < rows; row += 1) {
    const stars: string[] = [];
    const offset = row % 2 === 0 ? step / 2 : step;
    for (let x = offset; x < width + step; x += step)
      stars.push(star(x, step / 2 + row * step * 0.75, step / 4));
    groups.push(`<g opacity="${(0.55 - row * 0.17).toFixed(2)}">${stars.join('')}</g>`);
  }
  return `<g fill="none" stroke="${PALETTE.teal}" stroke-width="1.5">${groups.join('')}</g>`;
}

/** Towers of a made-up skyline standing on `ground`, from `start` to `end` (x), seeded heights. */
function skyline(start: number, end: number, ground: number, tallest: number): string {
  const heights = [0.42, 0.66, 0.5, 0.9, 0.58, 1, 0.46, 0.74, 0.55, 0.82, 0.4, 0.62];
  const towers: string[] = [];
  let x = start;
  let index = 0;
  while (x < end) {
    const width = 22 + ((index * 7) % 18);
    const height = tallest * (heights[index % heights.length] ?? 0.5);
    const top = ground - height;
    // Every third tower tapers to a spire; the others are flat-roofed blocks.
    towers.push(
      index % 3 === 1
        ? `<path d="M${x} ${ground} V${top + 18} L${x + width / 2} ${top} L${x + width} ${top + 18} V${ground}Z"/>`
        : `<rect x="${x}" y="${top}" width="${width}" height="${height}" rx="2"/>`,
    );
    x += width + 6;
    index += 1;
  }
  return `<g fill="${PALETTE.blue}" opacity="0.55">${towers.join('')}</g>`;
}

/** Two dunes across the full width, ending at the bottom edge. */
function dunes(width: number, height: number, rise: number): string {
  const back = height - rise;
  const front = height - rise * 0.55;
  return `<path d="M0 ${back} C${width * 0.25} ${back - rise * 0.5} ${width * 0.55} ${back + rise * 0.35} ${width} ${back - rise * 0.2} V${height} H0Z" fill="${PALETTE.sand}"/>
<path d="M0 ${front} C${width * 0.3} ${front + rise * 0.25} ${width * 0.6} ${front - rise * 0.45} ${width} ${front} V${height} H0Z" fill="${PALETTE.gold}" opacity="0.8"/>`;
}

/** The hero's reading direction: the drawing stands at the end side, away from the words. */
export type HeroDirection = 'ltr' | 'rtl';

/** Mirrors a drawing of `width` for right-to-left pages (its skyline then stands at the left). */
function facing(direction: HeroDirection, width: number, drawing: string): string {
  return direction === 'rtl'
    ? `<g transform="translate(${width} 0) scale(-1 1)">${drawing}</g>`
    : drawing;
}

/**
 * The wide hero (1280 × 480). The page crops it to its band (about 976 × 288 at 1280 px: the top
 * and bottom forty units go), so the lattice starts inside that band and the skyline stands past
 * the end of the sentence.
 */
export function heroDesktop(direction: HeroDirection = 'ltr'): string {
  return svgDocument({
    width: 1280,
    height: 480,
    label: 'Desert skyline at dusk',
    body: facing(
      direction,
      1280,
      `${lattice(1280, 3, 64)}
<circle cx="1150" cy="190" r="56" fill="${PALETTE.sand}" opacity="0.7"/>
${skyline(900, 1280, 410, 190)}
${dunes(1280, 440, 70)}`,
    ),
  });
}

/**
 * The phone's hero (640 × 540, the shape of the hero's box on a phone, so little is cropped): the
 * words span the whole width there, so only a band of stars at the top, a few towers at the end and
 * the dunes at the bottom.
 */
export function heroMobile(direction: HeroDirection = 'ltr'): string {
  return svgDocument({
    width: 640,
    height: 540,
    label: 'Desert skyline at dusk',
    body: facing(
      direction,
      640,
      `${lattice(640, 2, 56)}
<circle cx="570" cy="380" r="34" fill="${PALETTE.sand}" opacity="0.7"/>
${skyline(430, 640, 500, 110)}
${dunes(640, 540, 60)}`,
    ),
  });
}
