import {
  getCurrentUser,
  lockSession,
  reportSessionActivity,
  unlockSession,
} from '@portal/core/api/common';
import { getNotificationCount } from '@portal/core/api/commonUi';
import { describe, expect, it } from 'vitest';
import { DEMO_PIN } from '../../state/identity';
import { SERVER_IDLE_TIMEOUT_MS } from '../../state/sessionIdle';
import type { SessionKind } from '../../state/sessionKind';
import { sessionView } from '../support/session';
import { call, clientFor, postJson, TEST_NOW, testSandbox } from '../support/sandboxClient';

/*
 * Issue O items 2 and 10: the sandbox keeps its own idle deadline, 30 minutes after the last
 * activity the page reported (or the sign-in, or the unlock), whatever the browser's storage says.
 * A Stay Signed-In session is locked past it, a normal one signed out. Time is the injected clock.
 */

const SECOND = 1_000;
const MINUTE = 60 * SECOND;

/** A sandbox whose clock the test moves, with its default session signed in at TEST_NOW. */
async function sandboxAt(startAs: SessionKind = 'long') {
  let now = TEST_NOW.getTime();
  const app = testSandbox({ startAs, now: () => new Date(now) });
  // The world (and its sign-in) is made by the session's first request.
  await sessionView(app);
  return {
    app,
    client: clientFor(app),
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('the server’s idle deadline: a Stay Signed-In session (issue O item 2)', () => {
  it('locks 30 minutes after sign-in without a report, not a moment before', async () => {
    const { app, client, advance } = await sandboxAt('long');
    advance(SERVER_IDLE_TIMEOUT_MS - 1);
    expect(await getCurrentUser(client)).toMatchObject({ isLockedSession: false });
    advance(1);
    expect(await getCurrentUser(client)).toMatchObject({ isLockedSession: true });
    await expect(getNotificationCount(client)).rejects.toMatchObject({ status: 401 });
    expect(await sessionView(app)).toMatchObject({ kind: 'long', signedIn: true, locked: true });
  });

  it('the page’s other calls (the 15-second state refresh) do not keep it alive: only a report does', async () => {
    const { client, advance } = await sandboxAt('long');
    // What a page with tampered storage does: it never warns, never locks, never reports; it only
    // refreshes its state every 15 s.
    for (let elapsed = 0; elapsed < 30 * MINUTE; elapsed += 15 * SECOND) {
      expect(await getCurrentUser(client)).toMatchObject({ isLockedSession: false });
      advance(15 * SECOND);
    }
    expect(await getCurrentUser(client)).toMatchObject({ isLockedSession: true });
  });

  it('a report moves the deadline 30 minutes on from its arrival', async () => {
    const { client, advance } = await sandboxAt('long');
    advance(20 * MINUTE);
    expect(await reportSessionActivity(client)).toEqual({ signedIn: true, locked: false });
    advance(SERVER_IDLE_TIMEOUT_MS - 1);
    expect(await getCurrentUser(client)).toMatchObject({ isLockedSession: false });
    advance(1);
    expect(await getCurrentUser(client)).toMatchObject({ isLockedSession: true });
  });

  it('an active person is never locked: a report every minute for 3 hours', async () => {
    const { client, advance } = await sandboxAt('long');
    for (let minute = 0; minute < 180; minute += 1) {
      expect(await reportSessionActivity(client)).toEqual({ signedIn: true, locked: false });
      advance(MINUTE);
    }
    expect(await getCurrentUser(client)).toMatchObject({ isLockedSession: false });
  });

  it('a report never unlocks: it answers locked, and the deadline restarts only with the PIN', async () => {
    const { client, advance } = await sandboxAt('long');
    advance(SERVER_IDLE_TIMEOUT_MS);
    expect(await reportSessionActivity(client)).toEqual({ signedIn: true, locked: true });
    expect(await getCurrentUser(client)).toMatchObject({ isLockedSession: true });
    advance(10 * MINUTE);
    expect(await unlockSession(client, DEMO_PIN)).toEqual({ unlocked: true, failedPinAttempts: 0 });
    advance(SERVER_IDLE_TIMEOUT_MS - 1);
    expect(await getCurrentUser(client)).toMatchObject({ isLockedSession: false });
    advance(1);
    expect(await getCurrentUser(client)).toMatchObject({ isLockedSession: true });
  });

  it('keeps the wrong-PIN count when the deadline locks again', async () => {
    const { app, client, advance } = await sandboxAt('long');
    await lockSession(client);
    await unlockSession(client, '0000');
    advance(SERVER_IDLE_TIMEOUT_MS);
    expect((await sessionView(app)).failedPinAttempts).toBe(1);
  });
});

describe('the server’s idle deadline: a normal session (issue O item 10)', () => {
  it('signs out 30 minutes after the last report', async () => {
    const { app, client, advance } = await sandboxAt('normal');
    advance(10 * MINUTE);
    await reportSessionActivity(client);
    advance(SERVER_IDLE_TIMEOUT_MS - 1);
    await expect(getNotificationCount(client)).resolves.toBeGreaterThan(0);
    advance(1);
    await expect(getNotificationCount(client)).rejects.toMatchObject({ status: 401 });
    // The page is told there is no session any more (200, not a refused request).
    expect(await reportSessionActivity(client)).toEqual({ signedIn: false, locked: false });
    expect(await sessionView(app)).toMatchObject({ kind: 'visitor', signedIn: false });
  });

  it('a new sign-in starts a full idle period', async () => {
    const { app, advance } = await sandboxAt('normal');
    advance(SERVER_IDLE_TIMEOUT_MS);
    const signIn = await call(
      app,
      '/api/smartpass/demo-login?provider=uaepass&redirectUrl=%2Fen%2F&session=normal',
    );
    expect(signIn.status).toBe(302);
    advance(SERVER_IDLE_TIMEOUT_MS - 1);
    expect(await sessionView(app)).toMatchObject({ kind: 'normal' });
  });
});

describe('POST /__sandbox/clock: one session’s clock, for tests', () => {
  it('moves only the caller’s session', async () => {
    const app = testSandbox({ startAs: 'long' });
    const mine = { 'x-sandbox-session': 'mine' };
    const theirs = { 'x-sandbox-session': 'theirs' };
    const moved = await postJson(app, '/__sandbox/clock', { advanceMs: 30 * MINUTE }, mine);
    expect(moved.status).toBe(200);
    expect(((await moved.json()) as { data: unknown }).data).toEqual({
      now: new Date(TEST_NOW.getTime() + 30 * MINUTE).toISOString(),
      offsetMs: 30 * MINUTE,
      paused: false,
    });
    expect(await sessionView(app, mine)).toMatchObject({ locked: true });
    expect(await sessionView(app, theirs)).toMatchObject({ locked: false });
  });

  it('pauses, moves a paused clock, and returns to the sandbox’s clock', async () => {
    let now = TEST_NOW.getTime();
    const app = testSandbox({ now: () => new Date(now) });
    expect((await postJson(app, '/__sandbox/clock', { paused: true })).status).toBe(200);
    now += 10 * MINUTE;
    const read = async () =>
      ((await (await call(app, '/__sandbox/clock')).json()) as { data: { now: string } }).data.now;
    expect(await read()).toBe(TEST_NOW.toISOString());
    await postJson(app, '/__sandbox/clock', { advanceMs: 5 * SECOND });
    expect(await read()).toBe(new Date(TEST_NOW.getTime() + 5 * SECOND).toISOString());
    const back = await call(app, '/__sandbox/clock', {
      method: 'DELETE',
      headers: { 'x-sandbox-control': '1' },
    });
    expect(back.status).toBe(200);
    expect(await read()).toBe(new Date(now).toISOString());
  });

  it('refuses a move backwards or a body that is not JSON', async () => {
    const app = testSandbox();
    expect((await postJson(app, '/__sandbox/clock', { advanceMs: -1 })).status).toBe(400);
    const form = await call(app, '/__sandbox/clock', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'advanceMs=1',
    });
    expect(form.status).toBe(415);
  });
});
