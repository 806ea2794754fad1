import { SESSION_HINT_COOKIE } from '@portal/core';
import { describe, expect, it, vi } from 'vitest';
import {
  noteSessionHintChange,
  readSessionHint,
  readSessionState,
  subscribeSessionHint,
} from '../sessionHint';

describe('session hint (issue O §14: the server’s cookie)', () => {
  it('reads who is signed in from the cookie the server sets, and a visitor without it', () => {
    expect(readSessionState('')).toBe('visitor');
    expect(readSessionHint('')).toBe(false);
    expect(readSessionState(`a=1; ${SESSION_HINT_COOKIE}=normal`)).toBe('normal');
    expect(readSessionState(`${SESSION_HINT_COOKIE}=long`)).toBe('long');
    expect(readSessionState(`${SESSION_HINT_COOKIE}=locked`)).toBe('locked');
    expect(readSessionHint(`${SESSION_HINT_COOKIE}=locked`)).toBe(true);
    expect(readSessionHint(`${SESSION_HINT_COOKIE}=1`)).toBe(false);
  });

  it('ignores what this browser’s storage says: only the server decides', () => {
    // The old hint, written by the portal's own /login only (issue O §14).
    vi.stubGlobal('localStorage', { getItem: () => '1' });
    expect(readSessionHint('')).toBe(false);
    vi.unstubAllGlobals();
  });

  it('tells its subscribers to read again, until they leave', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeSessionHint(listener);
    noteSessionHintChange();
    expect(listener).toHaveBeenCalledOnce();
    unsubscribe();
    noteSessionHintChange();
    expect(listener).toHaveBeenCalledOnce();
  });
});
