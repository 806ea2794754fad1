import { describe, expect, it } from 'vitest';
import { PortalError } from '../../../client/PortalError';
import { json } from '../../../test/stubFetch';
import { rejectionOf, testClient } from '../../../test/testClient';
import { bilingualIn, getPersonalProfile, personalProfileOf } from '../personalProfile';

const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

describe('getPersonalProfile', () => {
  it('GETs /api/auth/user/profile and reads every field, the Emirates ID only masked', async () => {
    const { client, requests } = testClient(() =>
      json({
        success: true,
        data: {
          FirstNameEN: ' Mariam ',
          LastNameEN: 'Al Marzouqi',
          FirstNameAR: 'مريم',
          LastNameAR: 'المرزوقي',
          FullNameEN: 'Mariam Saeed Al Marzouqi',
          FullNameAR: 'مريم سعيد المرزوقي',
          Photo: PNG,
          IDN: '784-1990-1234567-1',
          NationalityEN: 'United Arab Emirates',
          NationalityAR: 'الإمارات العربية المتحدة',
          DOB: '1990-04-12T00:00:00',
          Mobile: '+971501234567',
          Email: ' mariam@example.com ',
          IdentitySource: 'UAEPASS',
          UserType: 'SOP3',
        },
      }),
    );
    const profile = await getPersonalProfile(client);
    expect(requests[0]?.method).toBe('GET');
    expect(requests[0]?.url.pathname).toBe('/api/auth/user/profile');
    expect(profile).toEqual({
      firstName: { en: 'Mariam', ar: 'مريم' },
      lastName: { en: 'Al Marzouqi', ar: 'المرزوقي' },
      fullName: { en: 'Mariam Saeed Al Marzouqi', ar: 'مريم سعيد المرزوقي' },
      photoSrc: `data:image/png;base64,${PNG}`,
      emiratesIdMasked: '784-XXXX-XXXX567-1',
      nationality: { en: 'United Arab Emirates', ar: 'الإمارات العربية المتحدة' },
      dateOfBirth: '1990-04-12',
      mobile: '0501234567',
      email: 'mariam@example.com',
      identitySource: 'uaePass',
      verificationLevel: 'advanced',
    });
    expect(JSON.stringify(profile)).not.toContain('19901234');
  });

  it('rejects with a typed error for a visitor (401)', async () => {
    const { client } = testClient(() => json({ success: false, message: 'Sign in' }, 401));
    const error = await rejectionOf(getPersonalProfile(client));
    expect(error).toBeInstanceOf(PortalError);
    expect((error as PortalError).status).toBe(401);
  });

  it('rejects an answer of an unknown shape as a typed error', async () => {
    const { client } = testClient(() => json({ success: true, data: { IDN: { number: 1 } } }));
    const error = await rejectionOf(getPersonalProfile(client));
    expect(error).toBeInstanceOf(PortalError);
    expect((error as PortalError).kind).toBe('invalid-response');
  });
});

describe('personalProfileOf', () => {
  it('reads an empty answer as a profile with nothing known', () => {
    expect(personalProfileOf({})).toEqual({
      firstName: {},
      lastName: {},
      fullName: {},
      nationality: {},
      identitySource: 'unknown',
      verificationLevel: 'unknown',
    });
  });

  it('joins first and last name when the full name is missing, and drops what it cannot read', () => {
    const profile = personalProfileOf({
      FirstNameEN: 'Mariam',
      LastNameEN: 'Al Marzouqi',
      IDN: '123',
      DOB: '1990-02-30',
      Photo: 'PHN2Zz48L3N2Zz4=',
      IdentitySource: 'uae_pass',
      UserType: 'sop2',
    });
    expect(profile.fullName).toEqual({ en: 'Mariam Al Marzouqi' });
    expect(profile.emiratesIdMasked).toBeUndefined();
    expect(profile.dateOfBirth).toBeUndefined();
    expect(profile.photoSrc).toBeUndefined();
    expect(profile.identitySource).toBe('uaePass');
    expect(profile.verificationLevel).toBe('verified');
  });

  it('picks the text of the page language, else the other one', () => {
    expect(bilingualIn({ en: 'A', ar: 'ب' }, 'ar-AE')).toBe('ب');
    expect(bilingualIn({ ar: 'ب' }, 'en')).toBe('ب');
    expect(bilingualIn({}, 'en')).toBeUndefined();
  });
});
