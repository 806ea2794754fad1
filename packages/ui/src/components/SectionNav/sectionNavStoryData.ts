import { storyText, type StoryWords } from '../../storybook/storyText';
import type { SectionNavItem } from './SectionNav';

/** The landmark's name in the stories: the toll wallet's. */
export const WALLET_NAV_LABEL: StoryWords = { en: 'Toll wallet', ar: 'محفظة رسوم الطرق' };

const WALLET_PAGES: readonly (readonly [StoryWords, string])[] = [
  [{ en: 'Wallets', ar: 'المحافظ' }, '#wallets'],
  [{ en: 'Vehicles', ar: 'المركبات' }, '#vehicles'],
  [{ en: 'Cards', ar: 'البطاقات' }, '#cards'],
  [{ en: 'History', ar: 'السجل' }, '#history'],
  [{ en: 'Terms', ar: 'الشروط' }, '#terms'],
];

/** The toll wallet's pages in the story's language, `current` the one shown. */
export function walletPages(
  globals: Record<string, unknown>,
  current = '#vehicles',
): readonly SectionNavItem[] {
  return WALLET_PAGES.map(([words, href]) => ({
    label: storyText(globals, words),
    href,
    current: href === current,
  }));
}
