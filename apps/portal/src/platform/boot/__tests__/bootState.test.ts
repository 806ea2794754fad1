import { SESSION_HINT_COOKIE, isSignedInHint, sessionHintOf, showsTopBanner } from '@portal/core';
import { describe, expect, it, vi } from 'vitest';
import { SIGNED_IN_ATTRIBUTE } from '../../session/sessionHint';
import { BRAND_FONT_ATTRIBUTE, BRAND_FONT_KEY, swapInBrandFont } from '../brandFont';
import { TOP_BANNER_HIDDEN_ATTRIBUTE, bootStateScript } from '../bootState';

/** Runs the boot script against a page with `storage`, `cookie` and `pathname`; returns `<html>`'s marks. */
function marksAfterBoot(storage: Record<string, string>, cookie = '', pathname = '/en/'): string[] {
  const marks = new Set<string>();
  const html = {
    setAttribute: (name: string) => marks.add(name),
  };
  const run = new Function('document', 'localStorage', 'location', bootStateScript());
  run(
    { documentElement: html, cookie },
    { getItem: (key: string) => storage[key] ?? null },
    { pathname },
  );
  return [...marks].sort();
}

describe('the boot script of a prerendered page', () => {
  it('marks nothing for a first visitor', () => {
    expect(marksAfterBoot({})).toEqual([]);
  });

  it('marks a browser whose server-set session hint says signed in, whatever storage holds', () => {
    for (const kind of ['normal', 'long', 'locked']) {
      expect(marksAfterBoot({}, `a=1; ${SESSION_HINT_COOKIE}=${kind}`)).toEqual([
        SIGNED_IN_ATTRIBUTE,
      ]);
    }
    // Issue O §14: the old storage hint alone no longer decides; the server's cookie does.
    expect(marksAfterBoot({ 'portal.signedIn': '1' })).toEqual([]);
  });

  it('reads the session hint exactly as core’s sessionHintOf does, for every cookie string built from these parts', () => {
    const name = SESSION_HINT_COOKIE;
    const parts = [
      `${name}=normal`,
      `${name}=locked`,
      ` ${name} = long `,
      `${name}=`,
      `${name}`,
      `${name}=Normal`,
      `${name}=%6Eormal`,
      `${name}=normal=`,
      `x${name}=long`,
      `hide=1`,
      '',
    ];
    const cookies: string[] = [];
    for (const a of parts) {
      cookies.push(a);
      for (const b of parts) {
        for (const joint of [';', '; ']) {
          cookies.push(a + joint + b);
          for (const c of parts) cookies.push(a + joint + b + joint + c);
        }
      }
    }
    const disagreements = cookies.filter(
      (cookie) =>
        marksAfterBoot({}, cookie).includes(SIGNED_IN_ATTRIBUTE) !==
        isSignedInHint(sessionHintOf(cookie)),
    );
    expect(cookies.length).toBeGreaterThan(1_000);
    expect(disagreements).toEqual([]);
  });

  it('marks a reader who closed the announcement (the `hide` cookie, any value), and no other cookie', () => {
    expect(marksAfterBoot({}, 'theme=dark; hide=1')).toEqual([TOP_BANNER_HIDDEN_ATTRIBUTE]);
    expect(marksAfterBoot({}, 'hide=')).toEqual([TOP_BANNER_HIDDEN_ATTRIBUTE]);
    expect(marksAfterBoot({}, 'nohide=1; hidden=1')).toEqual([]);
  });

  it('reads the `hide` cookie exactly as core’s showsTopBanner does, for every cookie string built from these parts', () => {
    // Every sequence of up to three parts, joined as browsers and hand-written headers do: the
    // inline pattern and core's reader must never disagree (exhaustive rather than sampled).
    const parts = [
      'hide=1',
      'hide=',
      'hide',
      ' hide =0',
      'nohide=1',
      'hidden=1',
      'x=hide',
      'theme=dark',
      '',
    ];
    const cookies: string[] = [];
    for (const a of parts) {
      cookies.push(a);
      for (const b of parts) {
        for (const joint of [';', '; ']) {
          cookies.push(a + joint + b);
          for (const c of parts) cookies.push(a + joint + b + joint + c);
        }
      }
    }
    const disagreements = cookies.filter(
      (cookie) =>
        marksAfterBoot({}, cookie).includes(TOP_BANNER_HIDDEN_ATTRIBUTE) === showsTopBanner(cookie),
    );
    expect(cookies.length).toBeGreaterThan(1_000);
    expect(disagreements).toEqual([]);
  });

  it('still runs where storage and cookies are switched off', () => {
    const blocked = new Function('document', bootStateScript());
    const marks: string[] = [];
    const document = {
      documentElement: { setAttribute: (name: string) => marks.push(name) },
      get cookie(): string {
        throw new Error('SecurityError');
      },
    };
    expect(() => blocked(document)).not.toThrow();
    expect(marks).toEqual([]);
  });

  it('still runs where storage is switched off', () => {
    const run = new Function('document', 'localStorage', 'location', bootStateScript());
    const marks: string[] = [];
    expect(() =>
      run(
        { documentElement: { setAttribute: (name: string) => marks.push(name) }, cookie: 'hide=1' },
        {
          getItem: () => {
            throw new Error('SecurityError');
          },
        },
        { pathname: '/en/' },
      ),
    ).not.toThrow();
    expect(marks).toEqual([TOP_BANNER_HIDDEN_ATTRIBUTE]);
  });
});

describe('swapping in the brand face', () => {
  function windowWith(options: {
    readonly marked: boolean;
    readonly faces: number;
    readonly readyState?: DocumentReadyState;
  }) {
    const stored = new Map<string, string>();
    const attributes = new Map<string, string>(options.marked ? [[BRAND_FONT_ATTRIBUTE, '']] : []);
    const load = vi.fn(async () => Array.from({ length: options.faces }, () => ({})));
    const listeners = new Map<string, () => void>();
    const win = {
      document: {
        readyState: options.readyState ?? 'complete',
        documentElement: {
          hasAttribute: (name: string) => attributes.has(name),
          setAttribute: (name: string, value: string) => attributes.set(name, value),
        },
        fonts: { load },
      },
      localStorage: { setItem: (key: string, value: string) => stored.set(key, value) },
      setTimeout: (callback: () => void) => callback(),
      addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
    } as unknown as Window;
    return { win, load, stored, attributes, listeners };
  }

  it('fetches the page language’s face after load and sets it at the next page, not on the landing one', async () => {
    const { win, load, stored, attributes } = windowWith({ marked: false, faces: 1 });
    let nextPage: (() => void) | undefined;
    swapInBrandFont('ar-AE', (setFace) => (nextPage = setFace), win);
    expect(load).toHaveBeenCalledWith('1em "Noto Kufi Arabic Variable"', 'عa');
    await vi.waitFor(() => expect(stored.get(`${BRAND_FONT_KEY}.ar`)).toBe('1'));
    // Arrived: the landing page keeps its fallback.
    expect(attributes.has(BRAND_FONT_ATTRIBUTE)).toBe(false);
    nextPage?.();
    expect(attributes.get(BRAND_FONT_ATTRIBUTE)).toBe('');
  });

  it('asks for nothing before the page has loaded (its largest paint must not count the face)', async () => {
    const { win, load, stored, listeners } = windowWith({
      marked: false,
      faces: 1,
      readyState: 'interactive',
    });
    const nextPage = vi.fn();
    swapInBrandFont('en', nextPage, win);
    expect(load).not.toHaveBeenCalled();
    listeners.get('load')?.();
    expect(load).toHaveBeenCalledWith('1em "Inter Variable"', 'a');
    await vi.waitFor(() => expect(nextPage).toHaveBeenCalledTimes(1));
    expect(stored.get(`${BRAND_FONT_KEY}.en`)).toBe('1');
  });

  it('keeps the fallbacks when no face was fetched, and asks nothing where the face is already set', async () => {
    const none = windowWith({ marked: false, faces: 0 });
    const nextPage = vi.fn();
    swapInBrandFont('en', nextPage, none.win);
    await vi.waitFor(() => expect(none.load).toHaveBeenCalledWith('1em "Inter Variable"', 'a'));
    await Promise.resolve();
    expect(none.stored.size).toBe(0);
    expect(nextPage).not.toHaveBeenCalled();
    const set = windowWith({ marked: true, faces: 1 });
    swapInBrandFont('en', nextPage, set.win);
    expect(set.load).not.toHaveBeenCalled();
  });
});
