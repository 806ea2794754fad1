import { arabicComponentWords } from './componentWordsArabic';
import { englishComponentWords } from './componentWordsEnglish';

/** What a component's character counter is told: the text's length, the limit, what is left. */
export interface CharacterCountWords {
  readonly length: number;
  readonly limit: number;
  readonly remaining: number;
}

/**
 * The words @portal/ui's components say on their own (a dialog's close button, a PIN box's digit, a
 * pager's links…), for `UiProvider` to hand to every component whose label prop is left out. Screen
 * words (a page's heading, a form's field names) are never here: they belong to the screen.
 */
export interface ComponentWords {
  /** A dialog's, popover's or toast's close button. */
  readonly close: string;
  /** Said while something loads (a loading group, a busy button). */
  readonly loading: string;
  /** An error's retry button. */
  readonly tryAgain: string;
  /** Said while a retry runs. */
  readonly retrying: string;
  /** Said after a link that opens a new tab (the component adds the brackets). */
  readonly opensInNewTab: string;
  /** A breadcrumb trail's landmark. */
  readonly breadcrumbs: string;
  /** A pager's landmark and its links. */
  readonly pagination: string;
  readonly previousPage: string;
  readonly nextPage: string;
  /** A search box's suggestion list, and how many it holds. */
  readonly suggestions: string;
  readonly suggestionCount: (count: number) => string;
  /** One box of a PIN field: "Digit 2 of 4". */
  readonly pinDigit: (current: number, total: number) => string;
  /** The notification bell's name with its unread count, spoken as the badge shows it. */
  readonly notifications: (count: number | undefined) => string;
  /** A text area's counter: "120 of 500 characters". */
  readonly characterCount: (count: CharacterCountWords) => string;
  /** A stepper's position: "Step 2 of 4". */
  readonly step: (current: number, total: number) => string;
  /** Said before a toast's text, and the toast area's name (`{hotkey}` is replaced by Radix). */
  readonly toast: string;
  readonly toastRegion: string;
}

const cache = new Map<'en' | 'ar', ComponentWords>();

/**
 * The components' own words in a locale: Arabic for any Arabic tag (`ar`, `ar-AE`…), English
 * otherwise (the two languages the portal's pages are in; an app in another language passes its
 * own words to `UiProvider`). Built once per language.
 */
export function componentWordsOf(locale: string): ComponentWords {
  const language = /^ar(?:-|$)/i.test(locale) ? 'ar' : 'en';
  let words = cache.get(language);
  if (words === undefined) {
    words = language === 'ar' ? arabicComponentWords() : englishComponentWords();
    cache.set(language, words);
  }
  return words;
}
