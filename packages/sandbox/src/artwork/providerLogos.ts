import { ENTITY_KEYS, type EntityKey } from '../state/providers';
import { LATIN_FACE, svgDocument } from './svgDocument';

/**
 * One mark per payment-hub entity (`/__sandbox/img/<entity>.svg`, the available-entities call's
 * logoUrl), 64 × 64: the entity's initials in white on a shape and colour of its own, so the
 * hub's cards are told apart at a glance. Not the companies' logos (trademarks), and a `Record`
 * over every entity key, so a new entity cannot ship without a mark.
 */

type Shape = 'circle' | 'square' | 'hexagon' | 'shield' | 'drop' | 'diamond';

interface ProviderMark {
  readonly initials: string;
  readonly label: string;
  readonly colour: string;
  readonly shape: Shape;
}

const MARKS: Readonly<Record<EntityKey, ProviderMark>> = {
  etisalat: { initials: 'E', label: 'Etisalat', colour: '#b3261e', shape: 'circle' },
  du: { initials: 'DU', label: 'du', colour: '#6a3fa0', shape: 'square' },
  adnocgas: { initials: 'AG', label: 'ADNOC Gas', colour: '#1565c0', shape: 'drop' },
  salik: { initials: 'S', label: 'Salik', colour: '#2e7d32', shape: 'hexagon' },
  addc: {
    initials: 'ADDC',
    label: 'Abu Dhabi Distribution Company',
    colour: '#00727d',
    shape: 'shield',
  },
  aadc: {
    initials: 'AADC',
    label: 'Al Ain Distribution Company',
    colour: '#9a4f00',
    shape: 'shield',
  },
  darb: { initials: 'D', label: 'Darb', colour: '#455a64', shape: 'diamond' },
};

function shapeOf(shape: Shape, colour: string): string {
  switch (shape) {
    case 'circle':
      return `<circle cx="32" cy="32" r="31" fill="${colour}"/>`;
    case 'square':
      return `<rect x="1" y="1" width="62" height="62" rx="14" fill="${colour}"/>`;
    case 'hexagon':
      return `<path d="M32 1 L59 16.5 V47.5 L32 63 L5 47.5 V16.5Z" fill="${colour}"/>`;
    case 'shield':
      return `<path d="M32 1 L60 10 V32 C60 48 48 59 32 63 C16 59 4 48 4 32 V10Z" fill="${colour}"/>`;
    case 'drop':
      return `<path d="M32 1 C44 16 58 28 58 40 A26 23 0 0 1 6 40 C6 28 20 16 32 1Z" fill="${colour}"/>`;
    case 'diamond':
      return `<rect x="10" y="10" width="44" height="44" rx="8" transform="rotate(45 32 32)" fill="${colour}"/>`;
  }
}

export function providerLogo(entity: EntityKey): string {
  const mark = MARKS[entity];
  const size = mark.initials.length > 2 ? 15 : mark.initials.length === 2 ? 22 : 28;
  const baseline = mark.shape === 'drop' ? 48 : 32 + size * 0.36;
  return svgDocument({
    width: 64,
    height: 64,
    label: `${mark.label} logo`,
    body: `${shapeOf(mark.shape, mark.colour)}
<text x="32" y="${baseline}" fill="#ffffff" font-family="${LATIN_FACE}" font-size="${size}" font-weight="700" text-anchor="middle" letter-spacing="0.5">${mark.initials}</text>`,
  });
}

export const PROVIDER_LOGO_NAMES: readonly EntityKey[] = ENTITY_KEYS;
