import { getNotificationCount } from '@portal/core/api/commonUi';
import { describe, expect, it } from 'vitest';
import { call, clientFor, testSandbox } from './support/sandboxClient';

describe('the sandbox is honest about itself', () => {
  it('marks every answer with the x-portal-sandbox header', async () => {
    const app = testSandbox();
    for (const path of ['/', '/__sandbox/health', '/api/nowhere']) {
      expect((await call(app, path)).headers.get('x-portal-sandbox')).toBe('1');
    }
  });

  it('serves an index page with the Sandbox marker, the test codes and every endpoint', async () => {
    const app = testSandbox();
    const response = await call(app, '/');
    const html = await response.text();
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(html).toContain('role="note"');
    expect(html).toMatch(/Sandbox — simulated backend/);
    expect(html).toContain('/api/proxy/journey-service-common/1.0/notifications/count');
    expect(html).toContain('x-sandbox-fault');
    expect(html).toContain('1234');
  });

  it('logs requests with status and session, newest last', async () => {
    const app = testSandbox();
    await getNotificationCount(clientFor(app));
    await call(app, '/api/nowhere');
    const log = (await (await call(app, '/__sandbox/requests')).json()) as {
      data: Array<{ method: string; path: string; status: number; session: string }>;
    };
    expect(log.data.map((entry) => [entry.method, entry.path, entry.status])).toEqual([
      ['POST', '/api/proxy/journey-service-common/1.0/notifications/count', 200],
      ['GET', '/api/nowhere', 404],
    ]);
    expect(log.data[0]?.session).toBe('default');
  });

  it('passes each log line to the log option', async () => {
    const lines: string[] = [];
    const app = testSandbox({ log: (line) => lines.push(line) });
    await call(app, '/api/nowhere', { headers: { 'x-sandbox-fault': 'latency=5' } });
    expect(lines).toEqual([
      expect.stringMatching(/^GET \/api\/nowhere → 404 \(\d+ ms\) \[fault latency=5\]$/),
    ]);
  });

  it('serves named placeholder images and refuses other names', async () => {
    const app = testSandbox();
    const image = await call(app, '/__sandbox/img/logo-desktop.svg');
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
    expect(await image.text()).toContain('aria-label="Sandbox Government emblem and wordmark"');
    expect((await call(app, '/__sandbox/img/%3Cscript%3E.svg')).status).toBe(404);
  });
});
