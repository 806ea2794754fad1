import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  SESSION_HINT_COOKIE,
  SESSION_HINT_VALUES,
  isSignedInHint,
  sessionHintOf,
  sessionHintValueOf,
} from '../sessionHintCookie';

describe('sessionHintOf (issue O §14)', () => {
  it('reads each signed-in kind, and a visitor without the cookie', () => {
    expect(sessionHintOf('')).toBe('visitor');
    expect(sessionHintOf('portal_sandbox_sid=abc; hide=1')).toBe('visitor');
    for (const value of SESSION_HINT_VALUES) {
      expect(sessionHintOf(`a=1; ${SESSION_HINT_COOKIE}=${value}; b=2`)).toBe(value);
      expect(sessionHintOf(` ${SESSION_HINT_COOKIE} = ${value} `)).toBe(value);
    }
  });

  it('reads an unknown, empty, encoded or valueless hint as a visitor', () => {
    for (const cookie of [
      `${SESSION_HINT_COOKIE}=1`,
      `${SESSION_HINT_COOKIE}=`,
      `${SESSION_HINT_COOKIE}`,
      `${SESSION_HINT_COOKIE}=Normal`,
      `${SESSION_HINT_COOKIE}=%6Eormal`,
      `x${SESSION_HINT_COOKIE}=normal`,
      `${SESSION_HINT_COOKIE}x=normal`,
    ]) {
      expect(sessionHintOf(cookie), cookie).toBe('visitor');
    }
    expect(sessionHintOf(undefined as unknown as string)).toBe('visitor');
  });

  it('lets the first cookie of the name decide', () => {
    expect(sessionHintOf(`${SESSION_HINT_COOKIE}=long; ${SESSION_HINT_COOKIE}=normal`)).toBe(
      'long',
    );
    expect(sessionHintOf(`${SESSION_HINT_COOKIE}=x; ${SESSION_HINT_COOKIE}=normal`)).toBe(
      'visitor',
    );
  });

  it('never throws and always answers a known hint (property)', () => {
    const hints = new Set(['visitor', ...SESSION_HINT_VALUES]);
    fc.assert(
      fc.property(fc.string(), (cookie) => hints.has(sessionHintOf(cookie))),
      { verbose: true },
    );
  });
});

describe('sessionHintValueOf', () => {
  it('writes the kind of a session, and nothing for a visitor', () => {
    expect(sessionHintValueOf({ signedIn: false })).toBeUndefined();
    expect(sessionHintValueOf({ signedIn: false, isLongSession: true })).toBeUndefined();
    expect(sessionHintValueOf({ signedIn: true })).toBe('normal');
    // A lock counts only in a Stay Signed-In session.
    expect(sessionHintValueOf({ signedIn: true, isLockedSession: true })).toBe('normal');
    expect(sessionHintValueOf({ signedIn: true, isLongSession: true })).toBe('long');
    expect(sessionHintValueOf({ signedIn: true, isLongSession: true, isLockedSession: true })).toBe(
      'locked',
    );
  });

  it('is read back as it was written', () => {
    for (const value of SESSION_HINT_VALUES) {
      expect(sessionHintOf(`${SESSION_HINT_COOKIE}=${value}`)).toBe(value);
      expect(isSignedInHint(value)).toBe(true);
    }
    expect(isSignedInHint('visitor')).toBe(false);
  });
});
