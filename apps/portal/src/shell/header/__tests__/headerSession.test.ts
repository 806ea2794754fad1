import { describe, expect, it } from 'vitest';
import { headerItemsFor, headerSessionOf } from '../headerSession';

describe('header session', () => {
  it('a visitor gets sign-in and register, no bell; a signed-in person the bell and the menu', () => {
    expect(headerItemsFor(headerSessionOf(false))).toMatchObject({
      signIn: true,
      register: true,
      notifications: false,
      profileMenu: false,
    });
    expect(headerItemsFor(headerSessionOf(true))).toMatchObject({
      signIn: false,
      notifications: true,
      profileMenu: true,
      reduced: false,
    });
  });

  it('a long session is reduced (no bell, no child links); a visitor is never long', () => {
    expect(headerItemsFor(headerSessionOf(true, { isLongSession: true }))).toMatchObject({
      notifications: false,
      childLinks: false,
      reduced: true,
    });
    expect(headerSessionOf(false, { isLongSession: true, isLockedSession: true })).toEqual({
      signedIn: false,
      isLongSession: false,
      isLockedSession: false,
    });
  });
});
