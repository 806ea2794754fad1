import { governmentLogo, logoDesktop, logoMobile } from './emblem';
import { heroDesktop, heroMobile } from './heroBackgrounds';
import {
  categoryBusiness,
  categoryEmirati,
  categoryIndividual,
  characterOne,
  characterTwo,
  digitalIdentity,
  miniApp,
  promotion,
  rating,
} from './illustrations';
import { MENU_ICONS, menuIcon } from './menuIcons';
import { PROVIDER_LOGO_NAMES, providerLogo } from './providerLogos';
import { SOCIAL_SITES, socialIcon } from './socialIcons';
import { STORES, storeBadge, storeIcon } from './storeBadges';

/**
 * Every picture the sandbox serves at `/__sandbox/img/<name>.svg`, by name: the CMS content's
 * images (content/portalContent.ts) and the payment hub's provider logos. A name outside the
 * catalogue answers 404, as a real CDN does: a typo in the content shows up as a broken image in
 * development instead of a stand-in that looks deliberate.
 */
const ARTWORK: ReadonlyMap<string, () => string> = new Map<string, () => string>([
  ['logo-desktop', logoDesktop],
  ['logo-mobile', logoMobile],
  ['government-logo', governmentLogo],
  ['hero-desktop', () => heroDesktop('ltr')],
  ['hero-desktop-rtl', () => heroDesktop('rtl')],
  ['hero-mobile', () => heroMobile('ltr')],
  ['hero-mobile-rtl', () => heroMobile('rtl')],
  ['category-individual', categoryIndividual],
  ['category-business', categoryBusiness],
  ['category-emirati', categoryEmirati],
  ['promo', promotion],
  ['mini-app', miniApp],
  ['rating', rating],
  ['character-1', characterOne],
  ['character-2', characterTwo],
  ['uae-pass', digitalIdentity],
  ...MENU_ICONS.map((icon) => [icon, () => menuIcon(icon)] as const),
  ...SOCIAL_SITES.map((site) => [site, () => socialIcon(site)] as const),
  ...STORES.flatMap((store) => [
    [`store-badge-${store}`, () => storeBadge(store, 'en')] as const,
    [`store-badge-${store}-ar`, () => storeBadge(store, 'ar')] as const,
    [`store-icon-${store}`, () => storeIcon(store)] as const,
  ]),
  ...PROVIDER_LOGO_NAMES.map((entity) => [entity, () => providerLogo(entity)] as const),
]);

/** The SVG document named `name`, or undefined when the catalogue has no such picture. */
export function artworkNamed(name: string): string | undefined {
  return ARTWORK.get(name)?.();
}

/** Every name the catalogue answers. */
export const ARTWORK_NAMES: readonly string[] = [...ARTWORK.keys()];
