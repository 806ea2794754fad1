import { request as httpRequest } from 'node:http';
import { getNotificationCount } from '@portal/core/api/commonUi';
import { createPortalClient } from '@portal/core/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '../http/bodySizeLimit';
import { DEFAULT_SANDBOX_PORT, startSandbox, type RunningSandbox } from '../server';
import { TEST_NOW } from './support/sandboxClient';

describe('startSandbox', () => {
  let sandbox: RunningSandbox;
  const slept: number[] = [];

  beforeAll(async () => {
    sandbox = await startSandbox({
      port: 0,
      seed: 1,
      now: () => TEST_NOW,
      startAs: 'normal',
      sleep: async (ms) => void slept.push(ms),
    });
  });
  afterAll(async () => {
    await sandbox.close();
  });

  it('listens on a free loopback port when given port 0', () => {
    expect(sandbox.port).toBeGreaterThan(0);
    expect(sandbox.port).not.toBe(DEFAULT_SANDBOX_PORT);
    expect(sandbox.url).toBe(`http://127.0.0.1:${sandbox.port}`);
  });

  it('answers a core client over real HTTP, marked as the sandbox', async () => {
    const client = createPortalClient({ baseUrl: sandbox.url, lang: 'en' });
    expect(await getNotificationCount(client)).toBeGreaterThan(0);
    const health = await fetch(`${sandbox.url}/__sandbox/health`);
    expect(health.headers.get('x-portal-sandbox')).toBe('1');
  });

  it('refuses a body over 1 MB by its Content-Length over real HTTP', async () => {
    const response = await fetch(
      `${sandbox.url}/api/proxy/journey-service-common/1.0/notifications/count`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ status: [0], padding: 'x'.repeat(MAX_BODY_BYTES) }),
      },
    );
    expect(response.status).toBe(413);
  });

  it('answers 413 to a chunked body while it is still being sent (never waits for the end)', async () => {
    // Sends 64 KB chunks and never ends the request: only a limit checked while the body streams
    // can answer; a server that buffers first would wait for the end.
    const answer = await new Promise<{ status: number; sentBytes: number }>((resolve, reject) => {
      let sentBytes = 0;
      let answered = false;
      const outgoing = httpRequest(
        `${sandbox.url}/api/proxy/journey-service-common/1.0/notifications/count`,
        { method: 'POST', headers: { 'content-type': 'application/json' } },
        (response) => {
          answered = true;
          resolve({ status: response.statusCode ?? 0, sentBytes });
          response.resume();
          outgoing.destroy();
        },
      );
      outgoing.on('error', (error) => {
        if (!answered) reject(error);
      });
      const chunk = Buffer.alloc(64 * 1024, 0x61);
      const sendMore = (): void => {
        while (!answered && sentBytes < 20 * MAX_BODY_BYTES) {
          sentBytes += chunk.length;
          if (!outgoing.write(chunk)) {
            outgoing.once('drain', sendMore);
            return;
          }
        }
      };
      sendMore();
    });
    expect(answer.status).toBe(413);
    expect(answer.sentBytes).toBeLessThan(20 * MAX_BODY_BYTES);
  });

  it('adds no latency when a test harness starts it (only the CLI does)', () => {
    expect(slept).toEqual([]);
  });
});
