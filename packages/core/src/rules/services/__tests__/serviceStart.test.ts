import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { serviceStartOf, type ServiceStartContext } from '../serviceStart';

const origin = 'https://www.portal.example';
const entitySite = 'https://ded.sandbox.portal.example';
const returnTo = '/en/services/ded/business/renew-a-trade-licence';
const visitor: ServiceStartContext = {
  origin,
  allowedOrigins: [entitySite],
  signedIn: false,
  returnTo,
};
const signedIn: ServiceStartContext = { ...visitor, signedIn: true };

describe('serviceStartOf', () => {
  it('starts an online service at its checked link and says it leaves the portal', () => {
    const start = serviceStartOf({ StartUrl: `${entitySite}/start?x=1` }, visitor);
    expect(start).toEqual({
      kind: 'online',
      url: new URL(`${entitySite}/start?x=1`),
      leavesPortal: true,
    });
  });

  it('keeps a link on the portal as not leaving it', () => {
    const start = serviceStartOf({ StartUrl: '/en/mylocker' }, visitor);
    expect(start.kind).toBe('online');
    expect(start.kind === 'online' && start.leavesPortal).toBe(false);
    expect(start.kind === 'online' && start.url.href).toBe(`${origin}/en/mylocker`);
  });

  it('opens the app for an app-only service, signed in or not, link or no link', () => {
    for (const context of [visitor, signedIn]) {
      expect(serviceStartOf({ MobileAppOnly: true }, context)).toEqual({ kind: 'app' });
      expect(
        serviceStartOf(
          { MobileAppOnly: true, RequiresSignIn: true, StartUrl: `${entitySite}/x` },
          context,
        ),
      ).toEqual({ kind: 'app' });
    }
  });

  it('asks a visitor to sign in first, returning to the service page', () => {
    expect(serviceStartOf({ StartUrl: `${entitySite}/x`, RequiresSignIn: true }, visitor)).toEqual({
      kind: 'signIn',
      href: `/login?redirectUrl=${encodeURIComponent(returnTo)}`,
    });
  });

  it('starts a sign-in-only service online once signed in', () => {
    const start = serviceStartOf({ StartUrl: `${entitySite}/x`, RequiresSignIn: true }, signedIn);
    expect(start).toMatchObject({ kind: 'online', leavesPortal: true });
  });

  it('signs in without a way back rather than towards an unsafe one', () => {
    const start = serviceStartOf(
      { StartUrl: `${entitySite}/x`, RequiresSignIn: true },
      { ...visitor, returnTo: '//evil.example/' },
    );
    expect(start).toEqual({ kind: 'signIn', href: '/login' });
  });

  it('offers nothing for an information page, a missing link or an unsafe one', () => {
    expect(serviceStartOf({}, visitor)).toEqual({ kind: 'none' });
    expect(serviceStartOf({ StartUrl: `${entitySite}/x`, OnlineService: false }, visitor)).toEqual({
      kind: 'none',
    });
    for (const StartUrl of [
      'javascript:alert(1)',
      'http://ded.sandbox.portal.example/x',
      'https://evil.example/start',
      '//evil.example',
      '',
      null,
    ]) {
      expect(serviceStartOf({ StartUrl }, visitor)).toEqual({ kind: 'none' });
      // Nothing to start: a sign-in-only service asks no one to sign in.
      expect(serviceStartOf({ StartUrl, RequiresSignIn: true }, visitor)).toEqual({ kind: 'none' });
    }
  });

  it('throws a RangeError for a misconfigured origin', () => {
    expect(() =>
      serviceStartOf({ StartUrl: '/x' }, { ...visitor, origin: 'portal.example' }),
    ).toThrow(RangeError);
  });

  it('never yields an online link that is not https on another origin, nor one off the allow-list', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.webUrl({ withQueryParameters: true, withFragments: true }), fc.string()),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        (StartUrl, MobileAppOnly, RequiresSignIn, isSignedIn) => {
          const start = serviceStartOf(
            { StartUrl, MobileAppOnly, RequiresSignIn },
            { ...visitor, signedIn: isSignedIn },
          );
          if (MobileAppOnly) expect(start.kind).toBe('app');
          if (start.kind === 'signIn') {
            expect(RequiresSignIn && !isSignedIn).toBe(true);
            expect(start.href.startsWith('/login')).toBe(true);
          }
          if (start.kind === 'online') {
            expect(MobileAppOnly || (RequiresSignIn && !isSignedIn)).toBe(false);
            expect(start.leavesPortal).toBe(start.url.origin !== origin);
            if (start.leavesPortal) {
              expect(start.url.protocol).toBe('https:');
              expect(start.url.origin).toBe(entitySite);
            }
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
