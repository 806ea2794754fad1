import {
  getNotificationCount,
  markNotificationRead,
  getNotifications,
} from '@portal/core/api/commonUi';
import { describe, expect, it } from 'vitest';
import { createSessionStore, CSRF_COOKIE, MAX_SESSIONS, SESSION_COOKIE } from '../http/sessions';
import { call, clientFor, controlCall, TEST_NOW, testSandbox } from './support/sandboxClient';

describe('sessions', () => {
  it('gives a browser its own world through a cookie', async () => {
    const app = testSandbox();
    const first = await call(app, '/api/proxy/journey-service-common/1.0/notifications/count', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sec-fetch-mode': 'cors' },
      body: JSON.stringify({ status: [0, 1] }),
    });
    const cookies = first.headers.getSetCookie();
    const session = cookies.find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`)) ?? '';
    expect(session).toMatch(/HttpOnly/i);
    // The CSRF token is readable by the page (not HttpOnly), so it can echo it on uploads.
    const csrf = cookies.find((cookie) => cookie.startsWith(`${CSRF_COOKIE}=`)) ?? '';
    expect(csrf).toMatch(/^portal_csrf=[0-9a-f]{32};/);
    expect(csrf).not.toMatch(/HttpOnly/i);
  });

  it('shares the default world between cookie-less test requests', async () => {
    const app = testSandbox();
    const response = await call(app, '/__sandbox/session');
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(((await response.json()) as { data: { sessionId: string } }).data.sessionId).toBe(
      'default',
    );
  });

  it('keeps changes in one session out of another', async () => {
    const app = testSandbox();
    const alice = clientFor(app, { headers: { 'x-sandbox-session': 'alice' } });
    const bob = clientFor(app, { headers: { 'x-sandbox-session': 'bob' } });
    const before = await getNotificationCount(bob);
    const [unread] = (
      await getNotifications(alice, { types: ['actionable'], pageSize: 100 })
    ).filter((n) => n.status !== 2);
    expect(unread?.id).toBeDefined();
    await markNotificationRead(alice, unread?.id ?? '');
    expect(await getNotificationCount(alice)).toBe(before - 1);
    expect(await getNotificationCount(bob)).toBe(before);
  });

  it('starts every world from the seed again after a reset', async () => {
    const app = testSandbox();
    const client = clientFor(app);
    const before = await getNotificationCount(client);
    const [unread] = (await getNotifications(client, { pageSize: 100 })).filter(
      (n) => n.status !== 2,
    );
    await markNotificationRead(client, unread?.id ?? '');
    expect(await getNotificationCount(client)).toBe(before - 1);
    const reset = await controlCall(app, '/__sandbox/reset');
    expect(reset.status).toBe(200);
    expect(await getNotificationCount(client)).toBe(before);
  });

  it('resets only the caller with scope=session', async () => {
    const app = testSandbox();
    const mine = clientFor(app, { headers: { 'x-sandbox-session': 'mine' } });
    const other = clientFor(app, { headers: { 'x-sandbox-session': 'other' } });
    const before = await getNotificationCount(mine);
    for (const client of [mine, other]) {
      const [unread] = (await getNotifications(client, { pageSize: 100 })).filter(
        (n) => n.status !== 2,
      );
      await markNotificationRead(client, unread?.id ?? '');
    }
    await controlCall(app, '/__sandbox/reset?scope=session', {
      headers: { 'x-sandbox-session': 'mine' },
    });
    expect(await getNotificationCount(mine)).toBe(before);
    expect(await getNotificationCount(other)).toBe(before - 1);
  });

  it('drops the least recently used world beyond the cap', () => {
    const store = createSessionStore(1, () => TEST_NOW);
    const first = store.sessionOf('s-0');
    for (let index = 1; index <= MAX_SESSIONS; index += 1) store.sessionOf(`s-${index}`);
    expect(store.size()).toBe(MAX_SESSIONS);
    expect(store.sessionOf('s-0')).not.toBe(first);
  });
});
