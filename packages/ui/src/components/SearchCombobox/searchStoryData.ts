import { componentWordsOf } from '@portal/core';
import type { StoryWords } from '../../storybook/storyText';
import { storyLocale } from '../../storybook/storyLocale';
import type { SearchSuggestion } from './SearchCombobox';

/** Stories' service catalogue, in both languages (an app gets these from the global search call). */
const SERVICES: readonly StoryWords[] = [
  { en: 'Renew driving licence', ar: 'تجديد رخصة القيادة' },
  { en: 'Renew vehicle registration', ar: 'تجديد ملكية المركبة' },
  { en: 'Renew trade licence', ar: 'تجديد الرخصة التجارية' },
  { en: 'Pay electricity and water bills', ar: 'دفع فواتير الكهرباء والمياه' },
  { en: 'Pay traffic fines', ar: 'دفع المخالفات المرورية' },
  { en: 'Request a birth certificate', ar: 'طلب شهادة ميلاد' },
  {
    en: 'Renewal of the residence permit for domestic workers sponsored by UAE nationals',
    ar: 'تجديد تصريح الإقامة للعمالة المساعدة المكفولة من المواطنين',
  },
];

/** A fake global search: matches the text in the toolbar's language after a short delay. */
export function storySearch(globals: Record<string, unknown>, delayMs = 20) {
  const language = storyLocale(globals) === 'ar-AE' ? 'ar' : 'en';
  return (text: string, signal: AbortSignal): Promise<SearchSuggestion[]> =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        const needle = text.toLocaleLowerCase();
        resolve(
          SERVICES.map((words) => words[language])
            .filter((label) => label.toLocaleLowerCase().includes(needle))
            .map((label) => ({ id: label, label })),
        );
      }, delayMs);
      signal.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(signal.reason);
      });
    });
}

/** How many suggestions, in words: core's component words in the story's language (Arabic's plural forms). */
export function storyCountLabel(globals: Record<string, unknown>) {
  return componentWordsOf(storyLocale(globals)).suggestionCount;
}

export const SEARCH_LABEL: StoryWords = { en: 'Find a service', ar: 'ابحث عن خدمة' };
export const SUGGESTIONS_LABEL: StoryWords = { en: 'Are you looking for…', ar: 'هل تبحث عن…' };
export const RENEW: StoryWords = { en: 'renew', ar: 'تجديد' };
