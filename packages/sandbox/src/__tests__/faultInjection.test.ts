import { getNotificationCount } from '@portal/core/api/commonUi';
import { PortalError } from '@portal/core/client';
import { describe, expect, it } from 'vitest';
import { call, clientFor, controlCall, postJson, testSandbox } from './support/sandboxClient';

const COUNT_PATH = '/api/proxy/journey-service-common/1.0/notifications/count';

describe('fault injection', () => {
  it('answers the status given in the x-sandbox-fault header, in the shape core reads', async () => {
    const app = testSandbox();
    const client = clientFor(app, { headers: { 'x-sandbox-fault': '503,message=Planned outage' } });
    const error = await getNotificationCount(client).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(PortalError);
    expect((error as PortalError).status).toBe(503);
    expect((error as PortalError).userMessage).toEqual({ type: 'server', text: 'Planned outage' });
  });

  it('reads a percent-encoded header, so a message in Arabic can travel in it', async () => {
    const app = testSandbox();
    const client = clientFor(app, {
      lang: 'ar',
      headers: { 'x-sandbox-fault': encodeURIComponent('503,message=الخدمة متوقفة مؤقتًا') },
    });
    const error = await getNotificationCount(client).catch((reason: unknown) => reason);
    expect((error as PortalError).userMessage).toEqual({
      type: 'server',
      text: 'الخدمة متوقفة مؤقتًا',
    });
  });

  it('waits the injected latency through the injected sleep, then answers normally', async () => {
    const slept: number[] = [];
    const app = testSandbox({ sleep: async (ms) => void slept.push(ms) });
    const count = await getNotificationCount(
      clientFor(app, { headers: { 'x-sandbox-fault': 'latency=1500' } }),
    );
    expect(count).toBeGreaterThan(0);
    expect(slept).toEqual([1500]);
  });

  it('passes a message with commas to core whole', async () => {
    const app = testSandbox();
    const fault = '503,message=Closed for maintenance, back at 10:00, sorry';
    for (const [written, text] of [
      [fault, 'Closed for maintenance, back at 10:00, sorry'],
      ['message="Closed, sorry",503', 'Closed, sorry'],
    ] as const) {
      const client = clientFor(app, { headers: { 'x-sandbox-fault': written } });
      const error = await getNotificationCount(client).catch((reason: unknown) => reason);
      expect((error as PortalError).status).toBe(503);
      expect((error as PortalError).userMessage).toEqual({ type: 'server', text });
    }
    const response = await postJson(app, `${COUNT_PATH}?__fault=${encodeURIComponent(fault)}`, {
      status: [0],
    });
    expect(await response.json()).toEqual({
      success: false,
      message: 'Closed for maintenance, back at 10:00, sorry',
    });
  });

  describe('latency', () => {
    it('waits the configured latency before every /api and /pub answer, none by default', async () => {
      const slept: number[] = [];
      const sleep = async (ms: number) => void slept.push(ms);
      await getNotificationCount(clientFor(testSandbox({ sleep })));
      expect(slept).toEqual([]);
      const app = testSandbox({ sleep, latency: { minMs: 150, maxMs: 600 } });
      for (let index = 0; index < 20; index += 1) await getNotificationCount(clientFor(app));
      await call(app, '/pub/cms/headerInfo?lang=en');
      expect(slept).toHaveLength(21);
      for (const ms of slept) {
        expect(ms).toBeGreaterThanOrEqual(150);
        expect(ms).toBeLessThanOrEqual(600);
      }
      expect(new Set(slept).size).toBeGreaterThan(5);
      // The control endpoints answer at once.
      await call(app, '/__sandbox/health');
      expect(slept).toHaveLength(21);
    });

    it('draws the same waits from the same seed', async () => {
      const waits = async (seed: number) => {
        const slept: number[] = [];
        const app = testSandbox({
          seed,
          sleep: async (ms) => void slept.push(ms),
          latency: { minMs: 0, maxMs: 1000 },
        });
        for (let index = 0; index < 5; index += 1) await call(app, '/pub/cms/headerInfo?lang=en');
        return slept;
      };
      expect(await waits(1)).toEqual(await waits(1));
      expect(await waits(1)).not.toEqual(await waits(2));
    });

    it('lets a latency= fault replace it, latency=0 included', async () => {
      const slept: number[] = [];
      const app = testSandbox({ sleep: async (ms) => void slept.push(ms), latency: 400 });
      await getNotificationCount(
        clientFor(app, { headers: { 'x-sandbox-fault': 'latency=1500' } }),
      );
      await getNotificationCount(clientFor(app, { headers: { 'x-sandbox-fault': 'latency=0' } }));
      await getNotificationCount(clientFor(app));
      expect(slept).toEqual([1500, 400]);
    });

    it('refuses a latency that cannot be waited', () => {
      expect(() => testSandbox({ latency: -1 })).toThrow(RangeError);
      expect(() => testSandbox({ latency: { minMs: 600, maxMs: 150 } })).toThrow(RangeError);
      expect(() => testSandbox({ latency: 60_001 })).toThrow(RangeError);
    });
  });

  it('takes the fault from the __fault query flag too', async () => {
    const app = testSandbox();
    const response = await postJson(app, `${COUNT_PATH}?__fault=429`, { status: [0, 1] });
    expect(response.status).toBe(429);
    expect(response.headers.get('x-sandbox-fault-applied')).toBe('429');
  });

  it('answers success false for a business fault and HTML for a malformed one', async () => {
    const app = testSandbox();
    const business = await postJson(
      app,
      COUNT_PATH,
      { status: [0] },
      { 'x-sandbox-fault': 'business' },
    );
    expect(business.status).toBe(200);
    expect(await business.json()).toMatchObject({ success: false });
    const malformed = await postJson(
      app,
      COUNT_PATH,
      { status: [0] },
      { 'x-sandbox-fault': 'malformed' },
    );
    expect(malformed.headers.get('content-type')).toMatch(/text\/html/);
  });

  it('refuses a badly written fault with a 400 that says why', async () => {
    const app = testSandbox();
    const response = await postJson(app, COUNT_PATH, { status: [0] }, { 'x-sandbox-fault': '200' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(/not an error status/);
  });

  it('applies a standing rule to matching paths for the given number of requests', async () => {
    const app = testSandbox();
    const added = await postJson(app, '/__sandbox/faults', {
      path: '/api/proxy/journey-service-common/*',
      fault: '500',
      times: 2,
    });
    expect(added.status).toBe(201);
    // The count is an idempotent read the client would retry: count requests, not calls.
    const client = clientFor(app, { retry: { limit: 0 } });
    await expect(getNotificationCount(client)).rejects.toMatchObject({ status: 500 });
    await expect(getNotificationCount(client)).rejects.toMatchObject({ status: 500 });
    await expect(getNotificationCount(client)).resolves.toBeGreaterThan(0);
  });

  it('lets the request header override a standing rule, and DELETE clears the rules', async () => {
    const app = testSandbox();
    await postJson(app, '/__sandbox/faults', { path: COUNT_PATH, fault: '502' });
    const overridden = await postJson(
      app,
      COUNT_PATH,
      { status: [0] },
      { 'x-sandbox-fault': '404' },
    );
    expect(overridden.status).toBe(404);
    await controlCall(app, '/__sandbox/faults', { method: 'DELETE' });
    await expect(getNotificationCount(clientFor(app))).resolves.toBeGreaterThan(0);
  });

  it('refuses an invalid standing rule with a 400', async () => {
    const app = testSandbox();
    const response = await postJson(app, '/__sandbox/faults', { path: 'no-slash', fault: '503' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe(
      'Invalid fault rule: path: expected a path starting with /, got "no-slash"',
    );
    const badFault = await postJson(app, '/__sandbox/faults', { path: '/api/*', fault: 'explode' });
    expect(((await badFault.json()) as { message: string }).message).toMatch(
      /unknown fault "explode"/,
    );
  });

  it('keeps standing rules per session', async () => {
    const app = testSandbox();
    await postJson(
      app,
      '/__sandbox/faults',
      { path: '/api/*', fault: '503' },
      { 'x-sandbox-session': 'designer' },
    );
    await expect(getNotificationCount(clientFor(app))).resolves.toBeGreaterThan(0);
    const designer = clientFor(app, { headers: { 'x-sandbox-session': 'designer' } });
    await expect(getNotificationCount(designer)).rejects.toMatchObject({ status: 503 });
  });
});
