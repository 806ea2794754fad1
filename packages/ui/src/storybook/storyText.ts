import { storyLocale } from './storyLocale';

/** The same words in the two interface languages, for stories (components themselves hold no words). */
export interface StoryWords {
  readonly en: string;
  readonly ar: string;
}

/**
 * Picks a story's words for the toolbar's locale, so every story reads naturally in English and in
 * Arabic without the component knowing either: `storyText(globals, { en: 'Pay', ar: 'ادفع' })`.
 */
export function storyText(globals: Record<string, unknown>, words: StoryWords): string {
  return storyLocale(globals) === 'ar-AE' ? words.ar : words.en;
}
