import {
  getNotificationCount,
  getNotifications,
  markNotificationRead,
} from '@portal/core/api/commonUi';
import { uploadFile } from '@portal/core/api/common';
import { describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '../http/bodySizeLimit';
import {
  CSRF_COOKIE,
  createSessionStore,
  MAX_SESSIONS,
  SESSION_COOKIE,
  SESSIONS_PER_KIND,
} from '../http/sessions';
import { enterSession } from '../state/sessionKind';
import { sessionView } from './support/session';
import { call, clientFor, controlCall, TEST_NOW, testSandbox } from './support/sandboxClient';

const COUNT_PATH = '/api/proxy/journey-service-common/1.0/notifications/count';

/** A browser's first request: it gets its own session cookie (and CSRF cookie) back. */
async function newBrowser(app: ReturnType<typeof testSandbox>) {
  const response = await call(app, COUNT_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'sec-fetch-mode': 'cors' },
    body: JSON.stringify({ status: [0, 1] }),
  });
  const cookies = response.headers.getSetCookie();
  const valueOf = (name: string) =>
    cookies
      .find((cookie) => cookie.startsWith(`${name}=`))
      ?.split(';')[0]
      ?.split('=')[1] ?? '';
  const sessionId = valueOf(SESSION_COOKIE);
  const csrfToken = valueOf(CSRF_COOKIE);
  expect(sessionId).not.toBe('');
  return {
    sessionId,
    csrfToken,
    cookie: `${SESSION_COOKIE}=${sessionId}; ${CSRF_COOKIE}=${csrfToken}`,
  };
}

/** Marks one unread notification of the session read, so a reset can be seen. */
async function changeWorld(client: ReturnType<typeof clientFor>): Promise<number> {
  const [unread] = (await getNotifications(client, { pageSize: 100 })).filter(
    (n) => n.status !== 2,
  );
  await markNotificationRead(client, unread?.id ?? '');
  return getNotificationCount(client);
}

/** A body of `size` bytes that streams in 64 KB chunks with no Content-Length (chunked), counting what is read. */
function chunkedBody(size: number) {
  const chunk = new Uint8Array(64 * 1024).fill(0x61);
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= size) {
        controller.close();
        return;
      }
      const part = chunk.subarray(0, Math.min(chunk.length, size - sent));
      sent += part.length;
      controller.enqueue(part);
    },
  });
  return { stream, sentBytes: () => sent };
}

describe('the request log', () => {
  it("never shows another session's cookie values or CSRF token", async () => {
    const app = testSandbox();
    const victim = await newBrowser(app);
    await call(app, COUNT_PATH, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: victim.cookie,
        'x-csrf-token': victim.csrfToken,
        authorization: 'Bearer victim-secret',
      },
      body: JSON.stringify({ status: [0, 1] }),
    });
    const reader = await newBrowser(app);
    const log = await call(app, '/__sandbox/requests', { headers: { cookie: reader.cookie } });
    const text = await log.text();
    expect(log.status).toBe(200);
    expect(text).not.toContain(victim.sessionId);
    expect(text).not.toContain(victim.csrfToken);
    expect(text).not.toContain('victim-secret');
    // The entries still say which requests came from one session, by a label.
    const { data } = JSON.parse(text) as { data: Array<{ session: string; path: string }> };
    expect(data.map((entry) => entry.session)).toEqual(['session-1', 'session-1', 'session-2']);
    // …and a session can still ask for its own requests.
    const mine = await call(app, '/__sandbox/requests?scope=session', {
      headers: { cookie: victim.cookie },
    });
    expect(((await mine.json()) as { data: unknown[] }).data).toHaveLength(2);
  });
});

describe('state-changing control calls', () => {
  const FORM_TYPES = [
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'text/plain;charset=UTF-8',
  ];

  it('refuse a cross-site form post to reset: 415 with a message, and the world is kept', async () => {
    const app = testSandbox();
    const client = clientFor(app);
    const changed = await changeWorld(client);
    for (const type of FORM_TYPES) {
      // What a form on another site sends, with the developer's cookie attached by the browser.
      const response = await call(app, '/__sandbox/reset', {
        method: 'POST',
        headers: { 'content-type': type, 'sec-fetch-site': 'cross-site' },
        body: 'scope=all',
      });
      expect(response.status, type).toBe(415);
      expect(((await response.json()) as { message: string }).message).toMatch(
        /JSON body \(content-type: application\/json\) or the header x-sandbox-control: 1/,
      );
    }
    const bare = await call(app, '/__sandbox/reset', { method: 'POST' });
    expect(bare.status).toBe(403);
    expect(await getNotificationCount(client)).toBe(changed);
  });

  it('accept a JSON body or the x-sandbox-control header', async () => {
    const app = testSandbox();
    const client = clientFor(app);
    const before = await getNotificationCount(client);
    await changeWorld(client);
    const json = await call(app, '/__sandbox/reset', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(json.status).toBe(200);
    expect(await getNotificationCount(client)).toBe(before);
    await changeWorld(client);
    expect((await controlCall(app, '/__sandbox/reset')).status).toBe(200);
    expect(await getNotificationCount(client)).toBe(before);
  });

  it('guard every POST and DELETE under /__sandbox/, not only reset', async () => {
    const app = testSandbox();
    const changing = app.routes.filter(
      (route) =>
        route.path.startsWith('/__sandbox/') && route.method !== 'GET' && route.method !== 'ALL',
    );
    expect(changing.map((route) => `${route.method} ${route.path}`)).toEqual(
      expect.arrayContaining([
        'POST /__sandbox/reset',
        'POST /__sandbox/faults',
        'DELETE /__sandbox/faults',
        'POST /__sandbox/captcha/token',
        'POST /__sandbox/captcha/mode',
        'DELETE /__sandbox/captcha/mode',
        'POST /__sandbox/analytics/events',
        'DELETE /__sandbox/analytics/events',
      ]),
    );
    for (const route of changing) {
      const form = await call(app, route.path, {
        method: route.method,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'mode=fail&path=/api/*&fault=503',
      });
      expect(form.status, `${route.method} ${route.path}`).toBe(415);
    }
    // The refused fault rule was never stored.
    const faults = await call(app, '/__sandbox/faults');
    expect(((await faults.json()) as { data: unknown[] }).data).toEqual([]);
  });
});

describe('the session limit', () => {
  it('drops visitors first: 201 new session ids leave every signed-in session held', () => {
    const store = createSessionStore(1, () => TEST_NOW);
    const signedIn = Array.from({ length: 50 }, (_, index) => {
      const session = store.sessionOf(`signed-in-${index}`);
      enterSession(session.world.auth, 'normal');
      return session;
    });
    for (let index = 0; index <= MAX_SESSIONS; index += 1) store.sessionOf(`flood-${index}`);
    expect(store.size()).toBe(MAX_SESSIONS);
    signedIn.forEach((session, index) => {
      expect(store.sessionOf(`signed-in-${index}`)).toBe(session);
    });
    expect(store.census()).toEqual({
      held: MAX_SESSIONS,
      visitors: MAX_SESSIONS - 50,
      signedIn: 50,
      limit: MAX_SESSIONS,
    });
  });

  it('drops the least recently used signed-in session when every held one is signed in', () => {
    const store = createSessionStore(1, () => TEST_NOW, 'normal');
    const oldest = store.sessionOf('s-0');
    const second = store.sessionOf('s-1');
    for (let index = 2; index < MAX_SESSIONS; index += 1) store.sessionOf(`s-${index}`);
    store.sessionOf('s-0'); // used again: s-1 is now the least recently used
    store.sessionOf('newcomer');
    expect(store.size()).toBe(MAX_SESSIONS);
    expect(store.sessionOf('s-0')).toBe(oldest);
    expect(store.sessionOf('s-1')).not.toBe(second);
  });

  it('keeps a visitor filling a form when signed-in worlds fill the store: an old signed-in one goes', () => {
    const store = createSessionStore(1, () => TEST_NOW);
    const signedIn = Array.from({ length: MAX_SESSIONS - 1 }, (_, index) => {
      const session = store.sessionOf(`signed-in-${index}`);
      enterSession(session.world.auth, 'normal');
      return session;
    });
    const filling = store.sessionOf('visitor-filling');
    store.sessionOf('visitor-arriving');
    expect(store.size()).toBe(MAX_SESSIONS);
    expect(store.sessionOf('visitor-filling')).toBe(filling);
    expect(store.sessionOf('signed-in-0')).not.toBe(signedIn[0]);
  });

  it('a flood of new visitors leaves the most recently used half of the store signed in', () => {
    const store = createSessionStore(1, () => TEST_NOW);
    const signedIn = Array.from({ length: 150 }, (_, index) => {
      const session = store.sessionOf(`signed-in-${index}`);
      enterSession(session.world.auth, 'normal');
      return session;
    });
    for (let index = 0; index < 3 * MAX_SESSIONS; index += 1) store.sessionOf(`flood-${index}`);
    expect(store.census()).toEqual({
      held: MAX_SESSIONS,
      visitors: SESSIONS_PER_KIND,
      signedIn: SESSIONS_PER_KIND,
      limit: MAX_SESSIONS,
    });
    // The 50 least recently used signed-in sessions made room; the newest 100 are held.
    signedIn.slice(150 - SESSIONS_PER_KIND).forEach((session, index) => {
      expect(store.sessionOf(`signed-in-${index + 150 - SESSIONS_PER_KIND}`)).toBe(session);
    });
  });

  it('says in the health answer how many sessions are held, visitors and signed in, and the limit', async () => {
    const app = testSandbox({ startAs: 'visitor' });
    await call(app, COUNT_PATH, { headers: { 'x-sandbox-session': 'a' } });
    await call(app, '/api/smartpass/demo-login?provider=uaepass&redirectUrl=/en/&session=normal', {
      headers: { 'x-sandbox-session': 'b' },
    });
    const health = (await (await call(app, '/__sandbox/health')).json()) as {
      sessions: unknown;
    };
    // `/__sandbox/health` itself is asked from the shared default world (a visitor).
    expect(health.sessions).toEqual({ held: 3, visitors: 2, signedIn: 1, limit: MAX_SESSIONS });
  });
});

describe('request bodies', () => {
  it('refuses a body over 1 MB with 413 by its Content-Length, before the call reads it', async () => {
    const app = testSandbox();
    const padding = 'x'.repeat(MAX_BODY_BYTES);
    const response = await call(app, COUNT_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status: [0, 1], padding }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      success: false,
      message: 'The request body is larger than the sandbox accepts (1 MB).',
    });
  });

  it('refuses a chunked body over 1 MB while it streams, without reading the rest', async () => {
    const app = testSandbox();
    const body = chunkedBody(150 * 1024 * 1024);
    const response = await call(app, COUNT_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: body.stream,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    // Read up to the limit and a chunk or two of lookahead, never the 150 MB.
    expect(body.sentBytes()).toBeLessThan(MAX_BODY_BYTES + 256 * 1024);
  });

  it('refuses an oversized chunked body to a control call too, in Arabic when asked', async () => {
    const app = testSandbox();
    const response = await call(app, '/__sandbox/faults?lang=ar', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: chunkedBody(2 * MAX_BODY_BYTES).stream,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(((await response.json()) as { message: string }).message).toBe(
      'حجم الطلب أكبر من الحد المسموح به (1 ميغابايت).',
    );
  });

  it('lets a chunked body under the limit through to the call', async () => {
    const app = testSandbox();
    const json = new TextEncoder().encode(JSON.stringify({ status: [0, 1] }));
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(json.subarray(0, 5));
        controller.enqueue(json.subarray(5));
        controller.close();
      },
    });
    const response = await call(app, COUNT_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(200);
  });

  it('keeps the upload call at its own 10 MB limit (a 2 MB PDF is stored)', async () => {
    const app = testSandbox();
    const { csrfToken } = await sessionView(app);
    const bytes = new Uint8Array(2 * 1024 * 1024);
    bytes.set(new TextEncoder().encode('%PDF-1.7\n'));
    const stored = await uploadFile(
      clientFor(app, { csrfToken }),
      new File([bytes], 'scan.pdf', { type: 'application/pdf' }),
    );
    expect(stored.size).toBe(bytes.length);
  });
});
