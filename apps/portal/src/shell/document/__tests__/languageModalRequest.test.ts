import { describe, expect, it, vi } from 'vitest';
import {
  requestLanguageModal,
  subscribeLanguageModalRequest,
  takeLanguageModalRequest,
} from '../languageModalRequest';

describe('the language dialog request', () => {
  it('is taken once', () => {
    requestLanguageModal();
    expect(takeLanguageModalRequest()).toBe(true);
    expect(takeLanguageModalRequest()).toBe(false);
  });

  it('tells subscribers of each new request until they unsubscribe', () => {
    const listener = vi.fn(() => takeLanguageModalRequest());
    const unsubscribe = subscribeLanguageModalRequest(listener);
    requestLanguageModal();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveLastReturnedWith(true);
    unsubscribe();
    requestLanguageModal();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(takeLanguageModalRequest()).toBe(true);
  });
});
