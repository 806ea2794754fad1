import { PortalError } from '@portal/core/client';
import { describe, expect, it } from 'vitest';
import { failureTextOf } from '../failureText';

const refusal = (serverMessage: string, requestLanguage: string) =>
  new PortalError({ kind: 'business', call: 'test.call', serverMessage, requestLanguage });

describe('failureTextOf (the app’s)', () => {
  it('shows a refusal written in the language the page’s call asked for', () => {
    expect(failureTextOf(refusal('الحساب مرتبط بالفعل.', 'ar'), 'حدث خطأ ما')).toBe(
      'الحساب مرتبط بالفعل.',
    );
    expect(failureTextOf(refusal('Account already linked.', 'en'), 'Something went wrong')).toBe(
      'Account already linked.',
    );
  });

  it('gives the page’s generic words for a refusal in another language', () => {
    expect(failureTextOf(refusal('Account already linked.', 'ar'), 'حدث خطأ ما')).toBe(
      'حدث خطأ ما',
    );
    expect(failureTextOf(refusal('الحساب مرتبط بالفعل.', 'en'), 'Something went wrong')).toBe(
      'Something went wrong',
    );
  });

  it('gives the fallback for anything that is not a PortalError', () => {
    expect(failureTextOf(new Error('x is undefined'), 'Something went wrong')).toBe(
      'Something went wrong',
    );
  });
});
