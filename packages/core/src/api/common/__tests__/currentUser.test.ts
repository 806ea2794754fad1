import { describe, expect, it } from 'vitest';
import { PortalError } from '../../../client/PortalError';
import { json } from '../../../test/stubFetch';
import { rejectionOf, testClient } from '../../../test/testClient';
import { currentUserOf, firstNameIn, getCurrentUser, userPhotoSrc } from '../currentUser';

const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

describe('getCurrentUser', () => {
  it('GETs /api/auth/user and reads the person and the session flags', async () => {
    const { client, requests } = testClient(() =>
      json({
        success: true,
        data: {
          titleEn: 'Ms.',
          titleAr: 'السيدة',
          FirstNameEN: ' Mariam ',
          LastNameEN: 'Al Marzouqi',
          FirstNameAR: 'مريم',
          LastNameAR: 'المرزوقي',
          Photo: PNG,
          isLongSession: true,
          isLockedSession: true,
        },
      }),
    );
    const user = await getCurrentUser(client);
    expect(requests[0]?.method).toBe('GET');
    expect(requests[0]?.url.pathname).toBe('/api/auth/user');
    expect(user).toEqual({
      title: { en: 'Ms.', ar: 'السيدة' },
      firstName: { en: 'Mariam', ar: 'مريم' },
      lastName: { en: 'Al Marzouqi', ar: 'المرزوقي' },
      photoSrc: `data:image/png;base64,${PNG}`,
      isLongSession: true,
      isLockedSession: true,
    });
  });

  it('rejects with a typed error for a visitor (401)', async () => {
    const { client } = testClient(() => json({ success: false, message: 'Sign in' }, 401));
    const error = await rejectionOf(getCurrentUser(client));
    expect(error).toBeInstanceOf(PortalError);
    expect((error as PortalError).status).toBe(401);
  });

  it('rejects an answer of the wrong shape as a typed error', async () => {
    const { client } = testClient(() => json({ data: { isLongSession: 'yes' } }));
    expect(await rejectionOf(getCurrentUser(client))).toBeInstanceOf(PortalError);
  });
});

describe('currentUserOf', () => {
  it('reads missing flags as a normal session and empty names as missing', () => {
    expect(currentUserOf({ FirstNameEN: '  ', isLockedSession: true })).toEqual({
      title: {},
      firstName: {},
      lastName: {},
      isLongSession: false,
      // Only a Stay Signed-In session can be locked.
      isLockedSession: false,
    });
  });
});

describe('firstNameIn', () => {
  const user = currentUserOf({ FirstNameEN: 'Mariam', FirstNameAR: 'مريم' });
  it.each([
    ['en', 'Mariam'],
    ['ar-AE', 'مريم'],
  ])('in %s is %s', (locale, name) => expect(firstNameIn(user, locale)).toBe(name));

  it('falls back to the other language', () => {
    expect(firstNameIn(currentUserOf({ FirstNameEN: 'Mariam' }), 'ar-AE')).toBe('Mariam');
    expect(firstNameIn(currentUserOf({}), 'en')).toBeUndefined();
  });
});

describe('userPhotoSrc', () => {
  it.each([
    [PNG, `data:image/png;base64,${PNG}`],
    [`data:image/png;base64,${PNG}`, `data:image/png;base64,${PNG}`],
    ['/9j/4AAQSkZJRg==', 'data:image/jpeg;base64,/9j/4AAQSkZJRg=='],
  ])('makes an image URL of %j', (photo, src) => expect(userPhotoSrc(photo)).toBe(src));

  it.each([
    undefined,
    null,
    '',
    // SVG can carry script: never an image source from a server string.
    'PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciPjwvc3ZnPg==',
    'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
    'https://evil.example/photo.png',
    'javascript:alert(1)',
    'iVBORw0KGgo"onerror="alert(1)',
  ])('refuses %j', (photo) => expect(userPhotoSrc(photo)).toBeUndefined());
});
