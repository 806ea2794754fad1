import { describe, expect, it } from 'vitest';
import { PortalError } from '../../../client/PortalError';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '../../../rules/notifications/notificationPreferences';
import { json } from '../../../test/stubFetch';
import { bodyOf, testClient } from '../../../test/testClient';
import {
  NotificationPreferencesRefusal,
  changeStayConnectedPin,
  getNotificationPreferences,
  saveNotificationPreferences,
} from '../settings';

const form = { currentPin: ' 1234 ', newPin: '٥٦٧٨', confirmPin: '5678' };

describe('changeStayConnectedPin (ASSUMED call)', () => {
  it('POSTs both cleaned PINs with ?lang= and answers changed', async () => {
    const { client, requests } = testClient(() => json({ success: true, data: { changed: true } }));
    await expect(changeStayConnectedPin(client, form)).resolves.toEqual({ kind: 'changed' });
    expect(requests).toHaveLength(1);
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.url.pathname).toBe('/api/auth/stayConnected/change-pin');
    expect(requests[0]?.url.searchParams.get('lang')).toBe('en');
    expect(bodyOf(requests[0])).toEqual({ currentPinCode: '1234', newPinCode: '5678' });
  });

  it('sends nothing when the form is refused, naming each field', async () => {
    const { client, requests } = testClient(() => json({ success: true, data: { changed: true } }));
    await expect(
      changeStayConnectedPin(client, { currentPin: '', newPin: '12', confirmPin: '' }),
    ).resolves.toEqual({
      kind: 'refused',
      fieldErrors: {
        currentPin: 'form.error.currentPinRequired',
        newPin: 'form.error.newPin',
        confirmPin: 'form.error.confirmPinRequired',
      },
    });
    expect(requests).toHaveLength(0);
  });

  it('reads a wrong current PIN with the server count as the unlock does', async () => {
    const answer = (failedPinAttempts: number) =>
      testClient(() =>
        json({ success: true, data: { changed: false, refusal: 'wrongPin', failedPinAttempts } }),
      ).client;
    await expect(changeStayConnectedPin(answer(1), form)).resolves.toEqual({
      kind: 'wrongPin',
      failedPinAttempts: 1,
      failure: {
        kind: 'retry',
        messageKey: 'unlocksession.setupPinModal.pinErrorAttempt1',
        remainingAttempts: 2,
      },
    });
    await expect(changeStayConnectedPin(answer(2), form)).resolves.toMatchObject({
      failure: { messageKey: 'unlocksession.setupPinModal.pinError', remainingAttempts: 1 },
    });
    await expect(changeStayConnectedPin(answer(3), form)).resolves.toMatchObject({
      failure: { kind: 'signOut' },
    });
  });

  it('reads samePin as a refused new PIN and notStaySignedIn as unavailable', async () => {
    const same = testClient(() =>
      json({ success: true, data: { changed: false, refusal: 'samePin' } }),
    ).client;
    await expect(changeStayConnectedPin(same, form)).resolves.toEqual({
      kind: 'refused',
      fieldErrors: { newPin: 'form.error.newPinSame' },
    });
    const none = testClient(() =>
      json({ success: false, data: { changed: false, refusal: 'notStaySignedIn' } }),
    ).client;
    await expect(changeStayConnectedPin(none, form)).resolves.toEqual({ kind: 'unavailable' });
  });

  it('reads a 429 as tooSoon with the wait, never retried', async () => {
    const { client, requests } = testClient(
      () =>
        new Response(JSON.stringify({ success: false, message: 'Wait' }), {
          status: 429,
          headers: { 'content-type': 'application/json', 'retry-after': '3' },
        }),
    );
    await expect(changeStayConnectedPin(client, form)).resolves.toMatchObject({
      kind: 'tooSoon',
    });
    expect(requests).toHaveLength(1);
  });

  it('rejects with a PortalError on a 500, never naming a PIN', async () => {
    const { client, requests } = testClient(() => json({ success: false }, 500));
    const error = await changeStayConnectedPin(client, form).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PortalError);
    expect(JSON.stringify(error)).not.toMatch(/1234|5678/);
    expect(String(error)).not.toMatch(/1234|5678/);
    expect(requests).toHaveLength(1);
  });
});

describe('notification preferences (ASSUMED calls)', () => {
  it('reads the rows, a missing topic as its default', async () => {
    const { client, requests } = testClient(() =>
      json({
        success: true,
        data: {
          preferences: [
            { topic: 'announcements', email: false, sms: false, push: true },
            { topic: 'somethingNew', email: true, sms: true, push: true },
          ],
        },
      }),
    );
    await expect(getNotificationPreferences(client)).resolves.toEqual({
      ...DEFAULT_NOTIFICATION_PREFERENCES,
      announcements: { email: false, sms: false, push: true },
    });
    expect(requests[0]?.method).toBe('GET');
    expect(requests[0]?.url.pathname).toBe('/api/auth/user/notification-preferences');
  });

  it('saves every topic as a row and answers what was kept', async () => {
    const chosen = {
      ...DEFAULT_NOTIFICATION_PREFERENCES,
      appointments: { email: false, sms: false, push: true },
    };
    const { client, requests } = testClient((request) =>
      json({ success: true, data: JSON.parse(request.body) as unknown }),
    );
    await expect(saveNotificationPreferences(client, chosen)).resolves.toEqual(chosen);
    expect(requests[0]?.method).toBe('POST');
    expect(bodyOf(requests[0])).toEqual({
      preferences: [
        { topic: 'paymentsDue', email: true, sms: true, push: false },
        { topic: 'applicationUpdates', email: true, sms: true, push: false },
        { topic: 'appointments', email: false, sms: false, push: true },
        { topic: 'announcements', email: true, sms: false, push: false },
      ],
    });
  });

  it('refuses payments due without any channel before sending', async () => {
    const { client, requests } = testClient(() => json({ success: true }));
    const error = await saveNotificationPreferences(client, {
      ...DEFAULT_NOTIFICATION_PREFERENCES,
      paymentsDue: { email: false, sms: false, push: false },
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NotificationPreferencesRefusal);
    expect((error as NotificationPreferencesRefusal).fieldErrors).toEqual({
      paymentsDue: 'form.error.notificationRequired',
    });
    expect(requests).toHaveLength(0);
  });

  it('rejects a server refusal as a business PortalError', async () => {
    const { client } = testClient(() => json({ success: false, message: 'No.' }));
    const error = await saveNotificationPreferences(client, DEFAULT_NOTIFICATION_PREFERENCES).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(PortalError);
    expect((error as PortalError).kind).toBe('business');
  });
});
