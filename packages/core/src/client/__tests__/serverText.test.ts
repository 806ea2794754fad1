import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scriptOfLocale, scriptOfText, serverTextAsString, serverTextFor } from '../serverText';

const ARABIC_WORDS = ['رمز', 'التعريف', 'غير', 'صحيح', 'الحساب', 'لم', 'يُقبل', 'الدفع', 'مرفوض'];
const LATIN_WORDS = ['The', 'PIN', 'is', 'wrong', 'account', 'not', 'found', 'payment', 'declined'];
const NEUTRAL = fc.stringMatching(/^[0-9 .,:;!?()\-–—+%#/]{0,12}$/);

/** A sentence of words from `words`, with digits and punctuation around them. */
const sentenceOf = (words: readonly string[]) =>
  fc
    .tuple(fc.array(fc.constantFrom(...words), { minLength: 1, maxLength: 8 }), NEUTRAL, NEUTRAL)
    .map(([chosen, before, after]) => `${before}${chosen.join(' ')}${after}`);

const arabicSentence = sentenceOf(ARABIC_WORDS);
const latinSentence = sentenceOf(LATIN_WORDS);

describe('scriptOfText', () => {
  it.each([
    ['رمز التعريف الشخصي غير صحيح', 'arabic'],
    ['رقم الحساب ADDC غير صحيح', 'arabic'],
    ['Account محمد was not found', 'latin'],
    ['The PIN is wrong.', 'latin'],
    ['Пароль неверный', 'other'],
    ['لا توجد صفحة «announcements/no-such-day».', 'arabic'],
    ['There is no service “خدمة الكهرباء والماء”.', 'latin'],
    ['«ADDC»', 'latin'],
    ['404', 'unknown'],
    ['ab سس', 'unknown'],
    ['', 'unknown'],
  ])('%j is %s', (text, script) => {
    expect(scriptOfText(text)).toBe(script);
  });
});

describe('scriptOfLocale', () => {
  it.each([
    ['ar-AE', 'arabic'],
    ['ar', 'arabic'],
    ['fa', 'arabic'],
    ['en', 'latin'],
    ['fr', 'latin'],
    ['ru', undefined],
    ['not a tag', undefined],
  ])('%s writes %s', (locale, script) => {
    expect(scriptOfLocale(locale)).toBe(script);
  });
});

describe('serverTextFor', () => {
  it('shows an Arabic refusal on an Arabic page with the page language', () => {
    fc.assert(
      fc.property(arabicSentence, (text) => {
        expect(serverTextFor('ar-AE', text)).toEqual({
          show: 'server',
          text: text.trim(),
          lang: 'ar-AE',
        });
      }),
    );
  });

  it('shows an English refusal on an English page with the page language', () => {
    fc.assert(
      fc.property(latinSentence, (text) => {
        expect(serverTextFor('en', text)).toEqual({
          show: 'server',
          text: text.trim(),
          lang: 'en',
        });
      }),
    );
  });

  it("falls back when the text is in the other page's script", () => {
    fc.assert(
      fc.property(latinSentence, arabicSentence, (latin, arabic) => {
        expect(serverTextFor('ar-AE', latin)).toEqual({ show: 'fallback' });
        expect(serverTextFor('en', arabic)).toEqual({ show: 'fallback' });
      }),
    );
  });

  it('shows a text without letters with dir="auto" on either page', () => {
    fc.assert(
      fc.property(
        NEUTRAL.filter((text) => text.trim() !== ''),
        fc.constantFrom('en', 'ar-AE'),
        (text, page) => {
          expect(serverTextFor(page, text)).toEqual({
            show: 'server',
            text: text.trim(),
            dir: 'auto',
          });
        },
      ),
    );
  });

  it('falls back for a missing, blank or non-string text', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.anything().filter((value) => typeof value !== 'string'),
          fc.stringMatching(/^\s*$/),
        ),
        fc.constantFrom('en', 'ar-AE'),
        (text, page) => {
          expect(serverTextFor(page, text)).toEqual({ show: 'fallback' });
        },
      ),
    );
  });

  it('never shows anything but the trimmed server text or the fallback, and never throws', () => {
    fc.assert(
      fc.property(
        fc.anything(),
        fc.oneof(fc.constantFrom('en', 'ar-AE', 'fa', 'ru'), fc.string()),
        (text, page) => {
          const choice = serverTextFor(page, text);
          if (choice.show === 'server') expect(choice.text).toBe(String(text).trim());
        },
      ),
    );
  });

  it('shows the text with dir="auto" on a page whose script it cannot judge', () => {
    expect(serverTextFor('ru', 'The PIN is wrong')).toEqual({
      show: 'server',
      text: 'The PIN is wrong',
      dir: 'auto',
    });
  });
});

describe('serverTextAsString', () => {
  it('isolates a text of unknown language as the browser isolates dir="auto"', () => {
    expect(serverTextAsString({ show: 'server', text: '404', dir: 'auto' }, 'x')).toBe(
      '\u2068404\u2069',
    );
    expect(serverTextAsString({ show: 'server', text: 'رمز', lang: 'ar-AE' }, 'x')).toBe('رمز');
    expect(serverTextAsString({ show: 'fallback' }, 'حدث خطأ ما')).toBe('حدث خطأ ما');
  });
});
