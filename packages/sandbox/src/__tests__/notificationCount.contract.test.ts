import { getNotificationCount } from '@portal/core/api/commonUi';
import { createPortalClient, PortalError } from '@portal/core/client';
import { describe, expect, it } from 'vitest';
import { createSandbox } from '../createSandbox';

const fixedNow = () => new Date('2026-11-22T08:00:00Z');

function clientFor(app: ReturnType<typeof createSandbox>) {
  return createPortalClient({
    baseUrl: 'http://sandbox.test',
    lang: 'en',
    // Hono may answer synchronously; the client expects a promise.
    fetch: async (request) => app.fetch(request),
  });
}

describe('notifications count against the sandbox', () => {
  it('counts the seeded unread notifications', async () => {
    const app = createSandbox({ seed: 1, now: fixedNow });
    const unread = await getNotificationCount(clientFor(app));
    const all = await getNotificationCount(clientFor(app), { status: [0, 1, 2] });
    expect(unread).toBeGreaterThan(0);
    expect(all).toBe(18);
    expect(unread).toBeLessThan(all);
  });

  it('gives the same world for the same seed', async () => {
    const a = await getNotificationCount(clientFor(createSandbox({ seed: 5, now: fixedNow })));
    const b = await getNotificationCount(clientFor(createSandbox({ seed: 5, now: fixedNow })));
    expect(a).toBe(b);
  });

  it('refuses a malformed request with a 400 whose message core surfaces', async () => {
    const app = createSandbox({ now: fixedNow });
    const response = await app.fetch(
      new Request('http://sandbox.test/api/proxy/journey-service-common/1.0/notifications/count', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ status: 'unread' }),
      }),
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string };
    expect(body.message).toMatch(/^Invalid request to commonUi\.notificationCount: status: /);
  });

  it('answers an unknown endpoint with a 404 that names it', async () => {
    const client = clientFor(createSandbox());
    const error = await client
      .send(
        { ...(await import('@portal/core/api/commonUi')).notificationCountCall, path: '/api/nowhere' },
        { request: { status: [0] } },
      )
      .catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(PortalError);
    expect((error as PortalError).status).toBe(404);
    expect((error as PortalError).userMessage).toEqual({
      type: 'server',
      text: 'The sandbox has no endpoint POST /api/nowhere.',
    });
  });
});
