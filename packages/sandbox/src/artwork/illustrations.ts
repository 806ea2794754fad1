import { emblemOnTile } from './emblem';
import { PALETTE, svgDocument } from './svgDocument';

/**
 * The home page's illustrations: the category cards' pictures (320 × 180, the cards' 16:9 media),
 * the promotion's, and the onboarding's two characters. Flat shapes in the artwork's teal, sand and
 * blue on a tinted ground; in the dark theme the ground turns deep and the pale fills dim, so a
 * card does not glare on the dark page.
 */

/** Ground and fills shared by the scenes, with their dark-theme values. */
const SCENE_STYLE = [
  `.ground{fill:#e6f1ef}.ground2{fill:#d3e7e3}.pale{fill:${PALETTE.sandLight}}.paper{fill:#ffffff}`,
  `.line{stroke:${PALETTE.tealDeep}}.skin{fill:#c98d5e}`,
  '@media (prefers-color-scheme: dark){',
  '.ground{fill:#163038}.ground2{fill:#1d3d44}.pale{fill:#8a7448}.paper{fill:#d5dde4}',
  '.line{stroke:#0b2a27}.skin{fill:#a8734b}}',
].join('');

function scene(label: string, body: string): string {
  return svgDocument({
    width: 320,
    height: 180,
    label,
    style: SCENE_STYLE,
    body: `<rect class="ground" width="320" height="180"/>
<circle class="ground2" cx="250" cy="40" r="90"/>
<rect class="ground2" y="150" width="320" height="30"/>
${body}`,
  });
}

/** A standing figure, feet on y = `ground`, `h` tall, in clothes of `fill`. */
function figure(x: number, ground: number, h: number, fill: string): string {
  const head = h * 0.13;
  const shoulders = ground - h + head * 2.3;
  return `<circle class="skin" cx="${x}" cy="${ground - h + head}" r="${head}"/>
<path d="M${x - h * 0.17} ${ground} V${shoulders + h * 0.12} Q${x - h * 0.17} ${shoulders} ${x} ${shoulders} Q${x + h * 0.17} ${shoulders} ${x + h * 0.17} ${shoulders + h * 0.12} V${ground}Z" fill="${fill}"/>`;
}

/** Individuals: a family in front of their home. */
export function categoryIndividual(): string {
  return scene(
    'A family in front of their home',
    `<path class="pale" d="M150 150 V92 L200 58 L250 92 V150Z"/>
<path d="M140 96 L200 52 L260 96" fill="none" stroke="${PALETTE.teal}" stroke-width="8" stroke-linejoin="round" stroke-linecap="round"/>
<rect x="188" y="112" width="24" height="38" rx="3" fill="${PALETTE.teal}"/>
<rect class="paper" x="160" y="104" width="18" height="16" rx="2"/>
<rect class="paper" x="222" y="104" width="18" height="16" rx="2"/>
${figure(92, 152, 96, PALETTE.blue)}
${figure(128, 152, 84, PALETTE.gold)}
${figure(112, 152, 50, PALETTE.teal)}`,
  );
}

/** Business: a briefcase before a rising chart and office towers. */
export function categoryBusiness(): string {
  return scene(
    'A briefcase before a rising chart and office towers',
    `<g fill="${PALETTE.blue}" opacity="0.75"><rect x="214" y="54" width="30" height="96" rx="2"/><rect x="250" y="78" width="26" height="72" rx="2"/><rect x="188" y="90" width="22" height="60" rx="2"/></g>
<g class="paper" opacity="0.85"><rect x="220" y="64" width="6" height="6"/><rect x="232" y="64" width="6" height="6"/><rect x="220" y="80" width="6" height="6"/><rect x="232" y="80" width="6" height="6"/><rect x="256" y="88" width="6" height="6"/><rect x="266" y="88" width="6" height="6"/></g>
<rect class="pale" x="40" y="118" width="14" height="32" rx="2"/><rect class="pale" x="60" y="100" width="14" height="50" rx="2"/><rect class="pale" x="80" y="80" width="14" height="70" rx="2"/>
<path d="M36 112 L62 92 L82 98 L110 66" fill="none" stroke="${PALETTE.gold}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>
<path d="M98 64 H112 V78" fill="none" stroke="${PALETTE.gold}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>
<rect x="112" y="104" width="72" height="50" rx="6" fill="${PALETTE.teal}"/>
<path d="M134 104 V96 Q134 92 138 92 H158 Q162 92 162 96 V104" fill="none" stroke="${PALETTE.tealDeep}" stroke-width="5"/>
<rect x="112" y="122" width="72" height="5" fill="${PALETTE.tealDeep}"/>
<rect x="142" y="118" width="12" height="12" rx="2" fill="${PALETTE.sand}"/>`,
  );
}

/** Emirati citizens: a heritage watchtower among palms on the dunes. */
export function categoryEmirati(): string {
  const palm = (
    x: number,
    h: number,
  ) => `<path d="M${x} 152 C${x - 2} ${152 - h / 2} ${x + 3} ${152 - h * 0.8} ${x} ${152 - h}" fill="none" stroke="${PALETTE.gold}" stroke-width="5" stroke-linecap="round"/>
<g fill="${PALETTE.teal}"><path d="M${x} ${152 - h} q-22 -6 -30 10 q14 -10 30 -10Z"/><path d="M${x} ${152 - h} q22 -6 30 10 q-14 -10 -30 -10Z"/><path d="M${x} ${152 - h} q-10 -18 -26 -16 q14 2 26 16Z"/><path d="M${x} ${152 - h} q10 -18 26 -16 q-14 2 -26 16Z"/></g>`;
  return scene(
    'A heritage watchtower among palms on the dunes',
    `<path class="pale" d="M0 150 Q80 124 170 140 T320 134 V180 H0Z"/>
<path d="M140 150 L146 70 H194 L200 150Z" fill="${PALETTE.sand}"/>
<path d="M142 70 h56 v-8 h-8 v-6 h-8 v6 h-8 v-6 h-8 v6 h-8 v-6 h-8 v6 h-8Z" fill="${PALETTE.gold}"/>
<rect x="162" y="88" width="16" height="22" rx="8" fill="${PALETTE.tealDeep}"/>
<rect x="164" y="124" width="12" height="26" rx="6" fill="${PALETTE.tealDeep}"/>
${palm(70, 84)}
${palm(250, 70)}
${palm(284, 52)}`,
  );
}

/** The promotion (autopay): a calendar, its due date ticked off, and the repeat arrow. */
export function promotion(): string {
  return scene(
    'A calendar with its due date paid automatically',
    `<rect class="paper" x="86" y="44" width="116" height="104" rx="10"/>
<rect x="86" y="44" width="116" height="26" rx="10" fill="${PALETTE.teal}"/>
<rect x="86" y="58" width="116" height="12" fill="${PALETTE.teal}"/>
<rect x="106" y="36" width="8" height="18" rx="4" fill="${PALETTE.tealDeep}"/><rect x="174" y="36" width="8" height="18" rx="4" fill="${PALETTE.tealDeep}"/>
<g fill="${PALETTE.slateLight}">${[0, 1, 2, 3]
      .flatMap((column) =>
        [0, 1, 2].map(
          (row) =>
            `<rect x="${100 + column * 24}" y="${80 + row * 20}" width="16" height="12" rx="2"/>`,
        ),
      )
      .join('')}</g>
<circle cx="180" cy="120" r="16" fill="${PALETTE.gold}"/>
<path d="M172 120 l6 6 l11 -12" fill="none" stroke="#ffffff" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>
<path d="M236 62 A40 40 0 1 1 226 128" fill="none" stroke="${PALETTE.blue}" stroke-width="8" stroke-linecap="round"/>
<path d="M214 122 L228 132 L232 114" fill="none" stroke="${PALETTE.blue}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>`,
  );
}

/** The mini app's icon (the download dialog shows it at 64 px). */
export function miniApp(): string {
  return emblemOnTile(128, 'Portal app icon');
}

/** The points of a five-pointed star centred on (cx, 12.5), 11 units to its tips. */
function starPoints(cx: number): string {
  return Array.from({ length: 10 }, (_, index) => {
    const angle = (Math.PI / 5) * index - Math.PI / 2;
    const radius = index % 2 === 0 ? 11 : 4.6;
    return `${(cx + radius * Math.cos(angle)).toFixed(2)},${(12.5 + radius * Math.sin(angle)).toFixed(2)}`;
  }).join(' ');
}

/** The app's store rating for the footer: four and a half stars of five. */
export function rating(): string {
  const full = [12, 36, 60, 84].map((cx) => `<polygon points="${starPoints(cx)}"/>`).join('');
  return svgDocument({
    width: 120,
    height: 24,
    label: 'Rated 4.5 out of 5',
    style: `.empty{fill:#b7c3cf}@media (prefers-color-scheme: dark){.empty{fill:#4a5a6a}}`,
    body: `<clipPath id="half"><rect x="96" y="0" width="12" height="24"/></clipPath>
<g fill="${PALETTE.gold}">${full}</g>
<polygon class="empty" points="${starPoints(108)}"/>
<polygon points="${starPoints(108)}" fill="${PALETTE.gold}" clip-path="url(#half)"/>`,
  });
}

/** The onboarding's first character: a resident waving. */
export function characterOne(): string {
  return svgDocument({
    width: 200,
    height: 240,
    label: 'A resident waving hello',
    style: SCENE_STYLE,
    body: `<circle class="ground" cx="100" cy="130" r="96"/>
<path d="M124 112 L160 56" stroke="#c98d5e" stroke-width="12" stroke-linecap="round"/>
${figure(100, 236, 190, PALETTE.teal)}
<rect x="88" y="102" width="24" height="6" rx="3" fill="${PALETTE.sand}"/>`,
  });
}

/** The onboarding's second character: the assistant, a friendly round helper with a speech bubble. */
export function characterTwo(): string {
  return svgDocument({
    width: 200,
    height: 240,
    label: 'The digital assistant',
    style: SCENE_STYLE,
    body: `<circle class="ground" cx="100" cy="130" r="96"/>
<rect x="50" y="100" width="100" height="86" rx="30" fill="${PALETTE.blue}"/>
<rect class="paper" x="66" y="122" width="68" height="40" rx="16"/>
<circle cx="86" cy="142" r="6" fill="${PALETTE.tealDeep}"/><circle cx="114" cy="142" r="6" fill="${PALETTE.tealDeep}"/>
<rect x="96" y="80" width="8" height="22" rx="4" fill="${PALETTE.blue}"/><circle cx="100" cy="76" r="9" fill="${PALETTE.gold}"/>
<rect x="70" y="186" width="60" height="40" rx="12" fill="${PALETTE.teal}"/>
<path d="M128 28 H184 Q192 28 192 36 V62 Q192 70 184 70 H150 L140 82 L142 70 H128 Q120 70 120 62 V36 Q120 28 128 28Z" fill="${PALETTE.sand}"/>
<circle cx="140" cy="49" r="4" fill="${PALETTE.tealDeep}"/><circle cx="156" cy="49" r="4" fill="${PALETTE.tealDeep}"/><circle cx="172" cy="49" r="4" fill="${PALETTE.tealDeep}"/>`,
  });
}

/** The digital-identity sign-in's picture: a fingerprint in a shield, no identity provider's mark. */
export function digitalIdentity(): string {
  return svgDocument({
    width: 96,
    height: 96,
    label: 'Digital identity',
    body: `<path d="M48 6 L84 20 V46 C84 68 68 84 48 90 C28 84 12 68 12 46 V20Z" fill="${PALETTE.teal}"/>
<g fill="none" stroke="#ffffff" stroke-width="3.2" stroke-linecap="round">
<path d="M34 40 a14 14 0 0 1 28 0 v6"/><path d="M40 44 a8 8 0 0 1 16 0 v8 c0 6 -3 10 -6 13"/>
<path d="M48 44 v10 c0 6 -3 10 -8 13"/><path d="M28 50 v-10 a20 20 0 0 1 40 0 v10"/><path d="M62 54 c0 8 -3 14 -7 18"/>
</g>`,
  });
}
