import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { failureTextOf } from '../failureText';
import { PortalError } from '../PortalError';

const failure = (serverMessage: unknown) =>
  new PortalError({ kind: 'business', call: 'test.call', serverMessage });

describe('failureTextOf', () => {
  it("says the server's message when the call brought one, trimmed", () => {
    expect(failureTextOf(failure('  The account is closed. '), 'Something went wrong')).toBe(
      'The account is closed.',
    );
  });

  it('says the fallback for a failure without a message, and for anything not a PortalError', () => {
    expect(failureTextOf(failure(''), 'Something went wrong')).toBe('Something went wrong');
    expect(failureTextOf(failure(undefined), 'fallback')).toBe('fallback');
    expect(failureTextOf(new Error('TypeError: x is undefined'), 'fallback')).toBe('fallback');
    expect(failureTextOf(undefined, 'fallback')).toBe('fallback');
  });

  it('never shows anything but the server text or the fallback', () => {
    // fast-check prints the seed and the shrunk counterexample when this fails; replay with { seed }.
    fc.assert(
      fc.property(fc.anything(), fc.string(), (serverMessage, fallback) => {
        const text = failureTextOf(failure(serverMessage), fallback);
        const server = typeof serverMessage === 'string' ? serverMessage.trim() : '';
        expect(text).toBe(server === '' ? fallback : server);
      }),
    );
  });
});

describe("failureTextOf in the page's language", () => {
  const asked = (serverMessage: unknown, requestLanguage: string) =>
    new PortalError({ kind: 'business', call: 'test.call', serverMessage, requestLanguage });

  it("shows an Arabic refusal on an Arabic page and the page's fallback for an English one", () => {
    expect(failureTextOf(failure('رمز التعريف غير صحيح'), 'حدث خطأ ما', 'ar-AE')).toBe(
      'رمز التعريف غير صحيح',
    );
    expect(failureTextOf(failure('The PIN is wrong.'), 'حدث خطأ ما', 'ar-AE')).toBe('حدث خطأ ما');
    expect(failureTextOf(failure('رمز التعريف غير صحيح'), 'Something went wrong', 'en')).toBe(
      'Something went wrong',
    );
  });

  it('shows a text of unknown language isolated', () => {
    expect(failureTextOf(asked('404', 'ar'), 'fallback', 'ar-AE')).toBe('\u2068404\u2069');
  });

  it('judges against the language the failed call asked for when no page language is given', () => {
    expect(failureTextOf(asked('الحساب مرتبط بالفعل.', 'ar'), 'حدث خطأ ما')).toBe(
      'الحساب مرتبط بالفعل.',
    );
    expect(failureTextOf(asked('Account already linked.', 'en'), 'Something went wrong')).toBe(
      'Account already linked.',
    );
    expect(failureTextOf(asked('Account already linked.', 'ar'), 'حدث خطأ ما')).toBe('حدث خطأ ما');
    expect(failureTextOf(asked('الحساب مرتبط بالفعل.', 'en'), 'Something went wrong')).toBe(
      'Something went wrong',
    );
  });

  it('lets a given page language win over the one the call asked for', () => {
    expect(failureTextOf(asked('The PIN is wrong.', 'ar'), 'fallback', 'en')).toBe(
      'The PIN is wrong.',
    );
  });
});
