import {
  changeStayConnectedPin,
  getNotificationPreferences,
  lockSession,
  saveNotificationPreferences,
  unlockSession,
} from '@portal/core/api/common';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '@portal/core';
import { isPortalError } from '@portal/core/client';
import { describe, expect, it } from 'vitest';
import { DEMO_PIN } from '../../state/identity';
import { PIN_RETRY_BASE_DELAY_MS } from '../../state/pinSlowDown';
import { sessionView } from '../support/session';
import { call, clientFor, TEST_NOW, testSandbox } from '../support/sandboxClient';

/** A Stay Signed-In sandbox whose clock the test moves. */
function sandboxWithClock(startAs: 'long' | 'normal' | 'visitor' = 'long') {
  let now = TEST_NOW.getTime();
  const app = testSandbox({ now: () => new Date(now), startAs });
  return {
    app,
    client: clientFor(app),
    advance: (ms: number) => {
      now += ms;
    },
  };
}

const change = (currentPin: string, newPin: string) => ({
  currentPin,
  newPin,
  confirmPin: newPin,
});

describe('the Stay Signed-In PIN change (ASSUMED call)', () => {
  it('changes the PIN with the right current PIN: the new one unlocks, the old one no longer', async () => {
    const { app, client, advance } = sandboxWithClock();
    await expect(changeStayConnectedPin(client, change(DEMO_PIN, '2468'))).resolves.toEqual({
      kind: 'changed',
    });
    await lockSession(client);
    await expect(unlockSession(client, DEMO_PIN)).resolves.toMatchObject({ unlocked: false });
    advance(PIN_RETRY_BASE_DELAY_MS);
    await expect(unlockSession(client, '2468')).resolves.toMatchObject({ unlocked: true });
    expect((await sessionView(app)).locked).toBe(false);
  });

  it('refuses a wrong current PIN, counted with the unlock’s attempts, and keeps the PIN', async () => {
    const { app, client, advance } = sandboxWithClock();
    await expect(changeStayConnectedPin(client, change('9999', '2468'))).resolves.toMatchObject({
      kind: 'wrongPin',
      failedPinAttempts: 1,
      failure: { kind: 'retry', remainingAttempts: 2 },
    });
    expect((await sessionView(app)).failedPinAttempts).toBe(1);
    // The slow-down runs for the change too: the next check waits.
    await expect(changeStayConnectedPin(client, change(DEMO_PIN, '2468'))).resolves.toMatchObject({
      kind: 'tooSoon',
      retryAfterMs: PIN_RETRY_BASE_DELAY_MS,
    });
    // A wrong unlock after it is the second attempt.
    advance(PIN_RETRY_BASE_DELAY_MS);
    await lockSession(client);
    await expect(unlockSession(client, '9999')).resolves.toEqual({
      unlocked: false,
      failedPinAttempts: 2,
    });
    advance(2 * PIN_RETRY_BASE_DELAY_MS);
    await expect(unlockSession(client, DEMO_PIN)).resolves.toMatchObject({ unlocked: true });
  });

  it('signs out on the third wrong PIN, however the three are shared between change and unlock', async () => {
    const { app, client, advance } = sandboxWithClock();
    await changeStayConnectedPin(client, change('1111', '2468'));
    advance(PIN_RETRY_BASE_DELAY_MS);
    await changeStayConnectedPin(client, change('2222', '2468'));
    advance(2 * PIN_RETRY_BASE_DELAY_MS);
    await expect(changeStayConnectedPin(client, change('3333', '2468'))).resolves.toMatchObject({
      kind: 'wrongPin',
      failedPinAttempts: 3,
      failure: { kind: 'signOut' },
    });
    expect((await sessionView(app)).signedIn).toBe(false);
    const error = await changeStayConnectedPin(client, change(DEMO_PIN, '2468')).catch(
      (caught: unknown) => caught,
    );
    expect(isPortalError(error) && error.kind).toBe('unauthorized');
  });

  it('a right current PIN resets the count', async () => {
    const { app, client, advance } = sandboxWithClock();
    await changeStayConnectedPin(client, change('1111', '2468'));
    advance(PIN_RETRY_BASE_DELAY_MS);
    await expect(changeStayConnectedPin(client, change(DEMO_PIN, '2468'))).resolves.toEqual({
      kind: 'changed',
    });
    expect((await sessionView(app)).failedPinAttempts).toBe(0);
  });

  it('refuses a new PIN equal to the current one (the server checks too)', async () => {
    const { app } = sandboxWithClock();
    const response = await call(app, '/api/auth/stayConnected/change-pin', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ currentPinCode: DEMO_PIN, newPinCode: DEMO_PIN }),
    });
    expect(await response.json()).toMatchObject({
      success: true,
      data: { changed: false, refusal: 'samePin' },
    });
  });

  it('refuses a session that is not a Stay Signed-In one, counting nothing', async () => {
    const { app, client } = sandboxWithClock('normal');
    await expect(changeStayConnectedPin(client, change(DEMO_PIN, '2468'))).resolves.toEqual({
      kind: 'unavailable',
    });
    expect((await sessionView(app)).failedPinAttempts).toBe(0);
  });

  it('is refused to a visitor and while locked (401)', async () => {
    const visitor = clientFor(testSandbox({ startAs: 'visitor' }));
    const asVisitor = await changeStayConnectedPin(visitor, change(DEMO_PIN, '2468')).catch(
      (caught: unknown) => caught,
    );
    expect(isPortalError(asVisitor) && asVisitor.kind).toBe('unauthorized');
    const { client } = sandboxWithClock();
    await lockSession(client);
    const whileLocked = await changeStayConnectedPin(client, change(DEMO_PIN, '2468')).catch(
      (caught: unknown) => caught,
    );
    expect(isPortalError(whileLocked) && whileLocked.kind).toBe('unauthorized');
  });

  it('answers a refusal in the request’s language', async () => {
    const app = testSandbox({ startAs: 'normal' });
    const response = await call(app, '/api/auth/stayConnected/change-pin?lang=ar', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ currentPinCode: DEMO_PIN, newPinCode: '2468' }),
    });
    expect(await response.json()).toMatchObject({ message: expect.stringMatching(/البقاء/) });
  });
});

describe('notification preferences (ASSUMED calls)', () => {
  it('reads the defaults, saves, and reads back what was saved', async () => {
    const client = clientFor(testSandbox({ startAs: 'normal' }));
    await expect(getNotificationPreferences(client)).resolves.toEqual(
      DEFAULT_NOTIFICATION_PREFERENCES,
    );
    const chosen = {
      ...DEFAULT_NOTIFICATION_PREFERENCES,
      paymentsDue: { email: false, sms: true, push: true },
      announcements: { email: false, sms: false, push: false },
    };
    await expect(saveNotificationPreferences(client, chosen)).resolves.toEqual(chosen);
    await expect(getNotificationPreferences(client)).resolves.toEqual(chosen);
  });

  it('refuses payments due without any channel, keeping what was saved', async () => {
    const app = testSandbox({ startAs: 'long' });
    const response = await call(app, '/api/auth/user/notification-preferences?lang=en', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        preferences: [{ topic: 'paymentsDue', email: false, sms: false, push: false }],
      }),
    });
    expect(await response.json()).toMatchObject({
      success: false,
      message: 'Choose at least one way to be told about payments due.',
    });
    await expect(getNotificationPreferences(clientFor(app))).resolves.toEqual(
      DEFAULT_NOTIFICATION_PREFERENCES,
    );
  });
});
