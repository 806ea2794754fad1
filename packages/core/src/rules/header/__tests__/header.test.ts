import { describe, expect, it } from 'vitest';
import { PRIVACY_COOKIE, readCookie, showsPrivacyNotice, showsTopBanner } from '../cookieNotices';
import { headerItemsOf, isMenuEntryVisible, type HeaderSession } from '../headerItems';
import { inRowsOf } from '../rows';
import { servicesAtAGlanceTitleKey } from '../servicesAtAGlance';

const visitor: HeaderSession = { signedIn: false };
const signedIn: HeaderSession = { signedIn: true };
const longUnlocked: HeaderSession = { signedIn: true, isLongSession: true, isLockedSession: false };
const longLocked: HeaderSession = { signedIn: true, isLongSession: true, isLockedSession: true };

describe('headerItemsOf', () => {
  it('shows visitors sign-in, register and digital identity, and no notifications', () => {
    expect(headerItemsOf(visitor)).toEqual({
      signIn: true,
      register: true,
      digitalIdentity: true,
      notifications: false,
      profileMenu: false,
      childLinks: true,
      logout: false,
      reduced: false,
    });
  });

  it('shows signed-in users notifications and the profile menu', () => {
    expect(headerItemsOf(signedIn)).toEqual({
      signIn: false,
      register: false,
      digitalIdentity: false,
      notifications: true,
      profileMenu: true,
      childLinks: true,
      logout: true,
      reduced: false,
    });
  });

  it('reduces the header of a long session: no notifications, no child links', () => {
    for (const session of [longLocked, longUnlocked]) {
      expect(headerItemsOf(session)).toMatchObject({
        reduced: true,
        notifications: false,
        childLinks: false,
        profileMenu: true,
        logout: true,
      });
    }
  });

  it('ignores long-session flags for visitors', () => {
    expect(headerItemsOf({ signedIn: false, isLongSession: true }).reduced).toBe(false);
  });
});

describe('isMenuEntryVisible', () => {
  const lock = { lock: true };
  const unlock = { unlock: true };
  const stay = { staySignedIn: true };
  const plain = {};
  it.each([
    [longLocked, [false, true, true, true]],
    [longUnlocked, [true, false, false, true]],
    [signedIn, [false, false, false, true]],
    [visitor, [false, false, false, true]],
  ])('for %j: lock, unlock, staySignedIn, plain → %j', (session, visible) => {
    expect([lock, unlock, stay, plain].map((entry) => isMenuEntryVisible(entry, session))).toEqual(
      visible,
    );
  });
});

describe('home state', () => {
  it('titles services at a glance by sign-in state', () => {
    expect(servicesAtAGlanceTitleKey(true)).toBe('home.servicesAtAGlance.myServices');
    expect(servicesAtAGlanceTitleKey(false)).toBe('home.servicesAtAGlance.mostPopular');
  });

  it('loads the top banner only without the hide cookie', () => {
    expect(showsTopBanner('')).toBe(true);
    expect(showsTopBanner('theme=dark; hidden=1')).toBe(true);
    expect(showsTopBanner('theme=dark; hide=1')).toBe(false);
    expect(showsTopBanner('hide=')).toBe(false);
    expect(showsTopBanner('hide')).toBe(false);
  });

  it('shows the privacy notice until the privacy cookie is 1', () => {
    expect(showsPrivacyNotice('')).toBe(true);
    expect(showsPrivacyNotice(`${PRIVACY_COOKIE}=0`)).toBe(true);
    expect(showsPrivacyNotice(`a=b; ${PRIVACY_COOKIE}=1`)).toBe(false);
  });

  it('reads cookies, decoding values and surviving bad encodings', () => {
    expect(readCookie('a=1; name=J%C3%BCrgen', 'name')).toBe('Jürgen');
    expect(readCookie('bad=%E0%A4%A', 'bad')).toBe('%E0%A4%A');
    expect(readCookie('a=1', 'b')).toBeUndefined();
  });

  it('puts badges in rows of 2', () => {
    expect(inRowsOf(['a', 'b', 'c'])).toEqual([['a', 'b'], ['c']]);
    expect(inRowsOf([])).toEqual([]);
    expect(inRowsOf([1, 2, 3], 3)).toEqual([[1, 2, 3]]);
    expect(() => inRowsOf([1], 0)).toThrow(/size must be a whole number of at least 1/);
  });
});
