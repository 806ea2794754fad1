// @vitest-environment jsdom
import { ONBOARDING_STORAGE_KEY, PRIVACY_COOKIE } from '@portal/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { takesText, watchArrival } from '../arrivalWatch';

/** jsdom has no `matchMedia`: a phone or not, as the test says. */
function phone(matches: boolean) {
  window.matchMedia = ((query: string) => ({ matches, media: query })) as typeof window.matchMedia;
}

describe('arrivalWatch (issue S, first arrival in order)', () => {
  beforeEach(() => {
    phone(false);
    document.body.innerHTML = `
      <main id="main">
        <form role="search" data-slot="service-search"><input id="box" type="text" role="combobox"></form>
        <button id="plain">Meet your AI assistant</button>
        <input id="tick" type="checkbox">
        <textarea id="note"></textarea>
      </main>`;
  });
  afterEach(() => {
    document.cookie = `${PRIVACY_COOKIE}=; Max-Age=0; Path=/`;
    localStorage.clear();
  });

  it('counts text inputs, textareas and comboboxes as typing places; buttons and checkboxes not', () => {
    expect(takesText(document.getElementById('box'))).toBe(true);
    expect(takesText(document.getElementById('note'))).toBe(true);
    expect(takesText(document.getElementById('plain'))).toBe(false);
    expect(takesText(document.getElementById('tick'))).toBe(false);
    expect(takesText(null)).toBe(false);
  });

  it('reads the cookie choice, the onboarding seen, the focus, the last key and open popups', () => {
    const watch = watchArrival(() => document.querySelector('[data-slot="service-search"]'));
    try {
      const before = watch.read(1_000);
      expect(before).toMatchObject({
        cookieChoiceMade: false,
        onboardingSeen: false,
        textFieldFocused: false,
        lastKeystrokeAt: undefined,
        popupOpen: false,
        narrowViewport: false,
      });
      document.cookie = `${PRIVACY_COOKIE}=1; Path=/`;
      localStorage.setItem(ONBOARDING_STORAGE_KEY, 'done');
      document.getElementById('box')!.focus();
      document.getElementById('box')!.setAttribute('aria-expanded', 'true');
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'd' }));
      const after = watch.read(performance.now());
      expect(after).toMatchObject({
        cookieChoiceMade: true,
        onboardingSeen: true,
        textFieldFocused: true,
        popupOpen: true,
      });
      expect(after.lastKeystrokeAt).toBeTypeOf('number');
    } finally {
      watch.stop();
    }
  });

  it('stops counting keys once stopped', () => {
    const watch = watchArrival(() => null);
    watch.stop();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'd' }));
    expect(watch.read(1_000).lastKeystrokeAt).toBeUndefined();
    expect(watch.read(1_000).searchOnScreen).toBe(false);
  });
});
