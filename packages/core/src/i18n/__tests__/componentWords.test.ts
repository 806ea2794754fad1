import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { componentWordsOf, type ComponentWords } from '../componentWords';
import { formatMessage } from '../formatMessage';
import arabicCommon from '../catalogues/ar-AE/common.json';
import arabicHome from '../catalogues/ar-AE/home.json';
import arabicServices from '../catalogues/ar-AE/services.json';
import arabicSession from '../catalogues/ar-AE/session.json';
import arabicShell from '../catalogues/ar-AE/shell.json';
import arabicUtilities from '../catalogues/ar-AE/utilities.json';
import englishCommon from '../catalogues/en/common.json';
import englishHome from '../catalogues/en/home.json';
import englishServices from '../catalogues/en/services.json';
import englishSession from '../catalogues/en/session.json';
import englishShell from '../catalogues/en/shell.json';
import englishUtilities from '../catalogues/en/utilities.json';
import { formatBadgeCount } from '../../format/formatBadgeCount';

/*
 * The components' words are written out as functions (no message runtime in a component's import);
 * the catalogues stay the source. Each word is checked against its catalogue message, formatted by
 * the same runtime the app uses, over the whole range of counts a component can pass.
 */
const catalogues = {
  en: {
    ...englishCommon,
    ...englishHome,
    ...englishServices,
    ...englishSession,
    ...englishShell,
    ...englishUtilities,
  },
  'ar-AE': {
    ...arabicCommon,
    ...arabicHome,
    ...arabicServices,
    ...arabicSession,
    ...arabicShell,
    ...arabicUtilities,
  },
} as const;

type Locale = keyof typeof catalogues;
const LOCALES: readonly Locale[] = ['en', 'ar-AE'];

function message(locale: Locale, key: string, values?: Record<string, string | number>): string {
  const catalogue: Record<string, string> = catalogues[locale];
  const text = catalogue[key];
  if (text === undefined) throw new Error(`${locale} has no ${key}`);
  return formatMessage(locale, key, text, values);
}

const PLAIN: ReadonlyArray<[keyof ComponentWords, string]> = [
  ['close', 'common.close'],
  ['loading', 'common.loading'],
  ['tryAgain', 'common.tryAgain'],
  ['retrying', 'utilities.retrying'],
  ['opensInNewTab', 'footer.opensInNewTab'],
  ['breadcrumbs', 'shell.breadcrumbs'],
  ['pagination', 'component.pagination'],
  ['previousPage', 'component.previousPage'],
  ['nextPage', 'component.nextPage'],
  ['suggestions', 'component.suggestions'],
  ['toast', 'component.toast'],
  ['toastRegion', 'component.toastRegion'],
];

const count = fc.integer({ min: 0, max: 100_000 });

describe.each(LOCALES)('componentWordsOf(%s)', (locale) => {
  const words = componentWordsOf(locale);

  it.each(PLAIN)('%s is the catalogue’s %s', (word, key) => {
    // The toast area's `{hotkey}` is an argument Radix fills in: the message keeps it as is.
    expect(words[word]).toBe(message(locale, key, { hotkey: '{hotkey}' }));
  });

  it('pinDigit and step read as their messages for any number', () => {
    fc.assert(
      fc.property(count, count, (current, total) => {
        expect(words.pinDigit(current, total)).toBe(
          message(locale, 'sessionDialog.digitLabel', { current, total }),
        );
        expect(words.step(current, total)).toBe(
          message(locale, 'onboarding.progress', { current, total }),
        );
      }),
    );
  });

  it('suggestionCount and characterCount read as their messages, every plural form', () => {
    fc.assert(
      fc.property(count, count, (length, limit) => {
        expect(words.suggestionCount(length)).toBe(
          message(locale, 'search.suggestionsCount', { count: length }),
        );
        expect(words.characterCount({ length, limit, remaining: limit - length })).toBe(
          message(locale, 'talkToUs.form.messageCount', { count: length, max: limit }),
        );
      }),
    );
    // Every Arabic form at least once: zero, one, two, few (3–10), many (11–99), other (100…).
    for (const small of [0, 1, 2, 3, 10, 11, 99, 100, 101, 102]) {
      expect(words.suggestionCount(small)).toBe(
        message(locale, 'search.suggestionsCount', { count: small }),
      );
    }
  });

  it('notifications reads as the bell’s message, the count as the badge shows it', () => {
    fc.assert(
      fc.property(fc.option(count, { nil: undefined }), (unread) => {
        const shown = unread === undefined ? undefined : formatBadgeCount(unread);
        const whole = shown === undefined ? 0 : Math.min(unread ?? 0, 99);
        expect(words.notifications(unread)).toBe(
          message(locale, 'header.notifications.label', { count: whole, shown: shown ?? '' }),
        );
      }),
    );
  });
});

describe('componentWordsOf', () => {
  it('is Arabic for any Arabic tag and English for every other', () => {
    expect(componentWordsOf('ar').close).toBe('إغلاق');
    expect(componentWordsOf('AR-sa').close).toBe('إغلاق');
    expect(componentWordsOf('fr').close).toBe('Close');
    expect(componentWordsOf('arn').close).toBe('Close');
  });
});
