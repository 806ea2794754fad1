import {
  getCmsItem,
  getCmsPage,
  getCmsSpecificItems,
  getCurrentUser,
  getPersonalProfile,
  getServiceByGspPath,
  getServiceById,
  loadDraft,
  lockSession,
  logClientError,
  saveDraft,
  sendWalletOtp,
  unlockSession,
  uploadFile,
  verifyWalletOtp,
} from '@portal/core/api/common';
import { getNotificationCount } from '@portal/core/api/commonUi';
import { describe, expect, it } from 'vitest';
import { failureOf } from '../support/failureOf';
import { catalogueFor } from '../../catalogue/catalogueFor';
import { DEMO_OTP_CODE, DEMO_PIN } from '../../state/identity';
import { sessionView } from '../support/session';
import { call, clientFor, TEST_NOW, testSandbox } from '../support/sandboxClient';

const PDF_BYTES = new TextEncoder().encode('%PDF-1.7\n%sandbox test\n');

describe('common calls against the sandbox', () => {
  it('accepts client error logs', async () => {
    const client = clientFor(testSandbox());
    expect(
      await logClientError(client, { error: new Error('boom'), page: '/en/mylocker?x=1' }),
    ).toBe(true);
  });

  it('reads a service by id and by GSP path, in both languages', async () => {
    const app = testSandbox();
    const service = catalogueFor(1).services[10];
    const english = await getServiceById(clientFor(app), service?.id ?? '');
    expect(english.ServiceShortName).toBe(service?.ServiceShortName.en);
    const arabic = await getServiceByGspPath(clientFor(app, { lang: 'ar' }), service?.path ?? '');
    expect(arabic.ServiceShortName).toBe(service?.ServiceShortName.ar);
    expect(arabic.ServiceResponsibleEntity?.name).toMatch(/[\u0600-\u06ff]/);
    await expect(getServiceById(clientFor(app), 'svc-none')).rejects.toMatchObject({ status: 404 });
  });

  it("reads a service page's details in each language, with related services that resolve", async () => {
    const app = testSandbox();
    const { services } = catalogueFor(1);
    const service = services.find((s) => s.OnlineService && !s.mobileOnly && s.requiresSignIn);
    for (const lang of ['en', 'ar'] as const) {
      const read = await getServiceByGspPath(clientFor(app, { lang }), service?.path ?? '');
      const texts = [
        ...read.Requirements,
        ...read.RequiredDocuments,
        ...read.Steps,
        read.Duration ?? '',
        ...read.Fees.map((fee) => fee.Label ?? ''),
        ...read.Channels.map((channel) => channel.Text ?? ''),
        ...read.RelatedServices.map((related) => related.Name ?? ''),
      ];
      for (const text of texts)
        expect(text).toMatch(lang === 'ar' ? /[\u0600-\u06ff]/ : /^[A-Z0-9]/);
      expect(read.Requirements.length).toBeGreaterThanOrEqual(3);
      expect(read.StartUrl).toMatch(new RegExp(`^https://${service?.entity.key}\\.`));
      expect(read.RequiresSignIn).toBe(true);
      expect(read.MobileAppOnly).toBe(false);
      for (const related of read.RelatedServices) {
        const again = await getServiceByGspPath(clientFor(app, { lang }), related.Path ?? '');
        expect(again.ServiceShortName).toBe(related.Name);
      }
    }
  });

  it('refuses an unknown service path with a 404 and a message in the asked language', async () => {
    const app = testSandbox();
    const english = await failureOf(getServiceByGspPath(clientFor(app), 'services/x/y/none'));
    expect(english.status).toBe(404);
    expect(english.userMessage).toEqual({
      type: 'server',
      text: 'There is no service at services/x/y/none.',
    });
    const arabic = await failureOf(
      getServiceByGspPath(clientFor(app, { lang: 'ar' }), 'services/x/y/none'),
    );
    expect(arabic.userMessage.type === 'server' && arabic.userMessage.text).toMatch(
      /^لا توجد خدمة/,
    );
  });

  it('reads CMS pages and items, and lists only the items that exist', async () => {
    const client = clientFor(testSandbox(), { lang: 'ar' });
    expect(await getCmsPage(client, { pageGroup: 'mylocker', pageName: 'payments' })).toMatchObject(
      { title: 'المدفوعات' },
    );
    expect(await getCmsItem(client, 'hero')).toHaveProperty('mainItem');
    const items = await getCmsSpecificItems(client, ['darb-terms', 'missing', 'mini-app']);
    expect(items.map((item) => item['id'])).toEqual(['darb-terms', 'mini-app']);
    await expect(getCmsPage(client, { pageGroup: 'no', pageName: 'page' })).rejects.toMatchObject({
      status: 404,
    });
  });

  it('saves a draft and loads it back; an unknown draft loads as nothing', async () => {
    const client = clientFor(testSandbox());
    const key = { serviceCode: 'trade-licence', draftId: 'd-1' };
    expect(await loadDraft(client, key)).toBeUndefined();
    expect(await saveDraft(client, key, { name: 'Mariam', step: 2 })).toBe(true);
    expect(await loadDraft(client, key)).toEqual({
      form: { name: 'Mariam', step: 2 },
      savedAt: TEST_NOW.toISOString(),
    });
  });

  it('refuses a draft over the size limit with a 413', async () => {
    const client = clientFor(testSandbox());
    const error = await failureOf(
      saveDraft(client, { serviceCode: 's', draftId: 'd' }, { blob: 'x'.repeat(300 * 1024) }),
    );
    expect(error.status).toBe(413);
  });

  describe('file upload', () => {
    it('stores a PDF sent with the session CSRF token', async () => {
      const app = testSandbox();
      const { csrfToken } = await sessionView(app);
      const client = clientFor(app, { csrfToken });
      const stored = await uploadFile(
        client,
        new File([PDF_BYTES], 'lease.pdf', { type: 'application/pdf' }),
      );
      expect(stored).toMatchObject({ fileName: 'lease.pdf', size: PDF_BYTES.length });
      expect(stored.fileId).toMatch(/^file-/);
    });

    it('answers 403 when the CSRF token is missing or wrong', async () => {
      const app = testSandbox();
      const form = new FormData();
      form.set('file', new File([PDF_BYTES], 'a.pdf', { type: 'application/pdf' }));
      const missing = await call(app, '/api/file/fu-avs/upload', { method: 'POST', body: form });
      expect(missing.status).toBe(403);
      const wrong = clientFor(app, { csrfToken: 'not-the-token' });
      const error = await failureOf(
        uploadFile(wrong, new File([PDF_BYTES], 'a.pdf', { type: 'application/pdf' })),
      );
      expect(error.status).toBe(403);
      expect(error.userMessage).toEqual({
        type: 'server',
        text: expect.stringMatching(/security token is wrong/),
      });
    });

    it('refuses a file whose bytes are not what its type claims (415)', async () => {
      const app = testSandbox();
      const { csrfToken } = await sessionView(app);
      const fake = new File([new TextEncoder().encode('MZ\x90\x00 not a pdf')], 'cv.pdf', {
        type: 'application/pdf',
      });
      const error = await failureOf(uploadFile(clientFor(app, { csrfToken }), fake));
      expect(error.status).toBe(415);
    });

    it('refuses a file over 10 MB that the client was told to allow (413)', async () => {
      const app = testSandbox();
      const { csrfToken } = await sessionView(app);
      const big = new Uint8Array(10 * 1024 * 1024 + 1);
      big.set(PDF_BYTES);
      const error = await failureOf(
        uploadFile(
          clientFor(app, { csrfToken }),
          new File([big], 'big.pdf', { type: 'application/pdf' }),
          {
            limits: { maxBytes: 20 * 1024 * 1024 },
          },
        ),
      );
      expect(error.status).toBe(413);
    });
  });

  describe('wallet OTP', () => {
    it('verifies the documented test code after a send', async () => {
      const client = clientFor(testSandbox());
      expect(await sendWalletOtp(client, { mobile: '0501234567' })).toEqual({
        sent: true,
        expiresInSeconds: 300,
      });
      expect(await verifyWalletOtp(client, { otpCode: '000000' })).toBe(false);
      expect(await verifyWalletOtp(client, { otpCode: DEMO_OTP_CODE })).toBe(true);
    });

    it('refuses a verify before any send, and after the code expired', async () => {
      let now = TEST_NOW;
      const app = testSandbox({ now: () => now });
      const client = clientFor(app);
      await expect(verifyWalletOtp(client, { otpCode: DEMO_OTP_CODE })).rejects.toMatchObject({
        status: 409,
      });
      await sendWalletOtp(client, { mobile: '+971501234567' });
      now = new Date(TEST_NOW.getTime() + 5 * 60_000 + 1);
      await expect(verifyWalletOtp(client, { otpCode: DEMO_OTP_CODE })).rejects.toMatchObject({
        status: 409,
      });
    });
  });

  describe('current user', () => {
    it('says who is signed in and whether the long session is locked, also while locked', async () => {
      const client = clientFor(testSandbox());
      expect(await getCurrentUser(client)).toMatchObject({
        firstName: { en: 'Mariam', ar: 'مريم' },
        isLongSession: true,
        isLockedSession: false,
      });
      expect((await getCurrentUser(client)).photoSrc).toMatch(/^data:image\/png;base64,/);
      await lockSession(client);
      expect(await getCurrentUser(client)).toMatchObject({
        isLongSession: true,
        isLockedSession: true,
      });
    });

    it('answers a normal session as not long, and a visitor with 401', async () => {
      expect(await getCurrentUser(clientFor(testSandbox({ startAs: 'normal' })))).toMatchObject({
        isLongSession: false,
        isLockedSession: false,
      });
      await expect(
        getCurrentUser(clientFor(testSandbox({ startAs: 'visitor' }))),
      ).rejects.toMatchObject({ status: 401 });
    });
  });

  describe('personal profile', () => {
    it('answers the person the header shows, in both languages, the Emirates ID masked', async () => {
      const client = clientFor(testSandbox());
      const user = await getCurrentUser(client);
      const profile = await getPersonalProfile(client);
      expect(profile.firstName).toEqual(user.firstName);
      expect(profile.lastName).toEqual(user.lastName);
      expect(profile.photoSrc).toBe(user.photoSrc);
      expect(profile).toMatchObject({
        fullName: { en: 'Mariam Saeed Al Marzouqi', ar: 'مريم سعيد المرزوقي' },
        emiratesIdMasked: '784-XXXX-XXXX567-1',
        nationality: { en: 'United Arab Emirates', ar: 'الإمارات العربية المتحدة' },
        dateOfBirth: '1990-04-12',
        mobile: '0501234567',
        email: 'mariam.demo@sandbox.portal.example',
        identitySource: 'uaePass',
        verificationLevel: 'advanced',
      });
    });

    it('refuses a visitor and a locked session with 401', async () => {
      await expect(
        getPersonalProfile(clientFor(testSandbox({ startAs: 'visitor' }))),
      ).rejects.toMatchObject({ status: 401 });
      const client = clientFor(testSandbox());
      await lockSession(client);
      await expect(getPersonalProfile(client)).rejects.toMatchObject({ status: 401 });
    });
  });

  describe('Stay Signed-In lock and unlock', () => {
    it('locks, refuses locker calls while locked, and unlocks with the PIN', async () => {
      const app = testSandbox();
      const client = clientFor(app);
      expect(await lockSession(client)).toBe(true);
      await expect(getNotificationCount(client)).rejects.toMatchObject({ status: 401 });
      expect(await unlockSession(client, DEMO_PIN)).toEqual({
        unlocked: true,
        failedPinAttempts: 0,
      });
      await expect(getNotificationCount(client)).resolves.toBeGreaterThan(0);
    });

    it('counts wrong PINs on the server and signs out at the third, whichever tab sends it', async () => {
      let now = TEST_NOW.getTime();
      const app = testSandbox({ now: () => new Date(now) });
      // Two tabs of one browser share the session cookie.
      const tab1 = clientFor(app, { headers: { cookie: 'portal_sandbox_sid=browser-1' } });
      const tab2 = clientFor(app, { headers: { cookie: 'portal_sandbox_sid=browser-1' } });
      await lockSession(tab1);
      expect(await unlockSession(tab1, '0000')).toEqual({ unlocked: false, failedPinAttempts: 1 });
      // A reload is a new client with the same cookie: the count survives. (Each next PIN waits
      // for the slow-down: pinAttempts.test.ts.)
      now += 60_000;
      expect(await unlockSession(tab2, '1111')).toEqual({ unlocked: false, failedPinAttempts: 2 });
      now += 60_000;
      expect(await unlockSession(tab1, '2222')).toEqual({ unlocked: false, failedPinAttempts: 3 });
      expect(await sessionView(app, { cookie: 'portal_sandbox_sid=browser-1' })).toMatchObject({
        signedIn: false,
        locked: false,
      });
      await expect(unlockSession(tab2, DEMO_PIN)).rejects.toMatchObject({ status: 401 });
    });

    it('resets the count after a correct PIN', async () => {
      let now = TEST_NOW.getTime();
      const client = clientFor(testSandbox({ now: () => new Date(now) }));
      await lockSession(client);
      await unlockSession(client, '0000');
      now += 60_000;
      await unlockSession(client, '0001');
      now += 60_000;
      await unlockSession(client, DEMO_PIN);
      await lockSession(client);
      expect(await unlockSession(client, '0002')).toEqual({
        unlocked: false,
        failedPinAttempts: 1,
      });
    });

    it('refuses a PIN that is not four digits with a 400', async () => {
      const app = testSandbox();
      await lockSession(clientFor(app));
      const response = await call(app, '/api/auth/stayConnected/unlock', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ pinCode: '12a4' }),
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        success: false,
        message:
          'Invalid request to common.unlockSession: pinCode: expected a string of 4 digits, got "12a4"',
      });
    });

    it('says what a PIN of the wrong type should have been', async () => {
      const app = testSandbox();
      await lockSession(clientFor(app));
      const response = await call(app, '/api/auth/stayConnected/unlock', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ pinCode: 1234 }),
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        success: false,
        message:
          'Invalid request to common.unlockSession: pinCode: expected a string of 4 digits, got number',
        issues: ['pinCode: expected a string of 4 digits, got number'],
      });
    });
  });
});
