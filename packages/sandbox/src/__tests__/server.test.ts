import { getNotificationCount } from '@portal/core/api/commonUi';
import { createPortalClient } from '@portal/core/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  it('adds no latency when a test harness starts it (only the CLI does)', () => {
    expect(slept).toEqual([]);
  });
});
