import { allCalls } from '@portal/core/api/contract';
import { describe, expect, it } from 'vitest';
import { routePathOf } from '../../http/callRouter';
import { call, testSandbox } from '../support/sandboxClient';

const NO_ENDPOINT = /^The sandbox has no endpoint /;

describe('coverage of core’s contract', () => {
  const app = testSandbox();

  it('knows every call core defines', () => {
    expect(allCalls.length).toBeGreaterThan(90);
    const missing = allCalls.map((c) => c.id).filter((id) => !app.answeredCalls.has(id));
    expect(missing).toEqual([]);
  });

  it.each(allCalls.map((c) => [c.id, c] as const))(
    'routes %s to a handler',
    async (_, definition) => {
      // Path parameters get a placeholder; the handler may refuse it (404, 400), but it must be reached.
      const path = routePathOf(definition).replace(/:[^/]+/g, 'x');
      const response = await call(app, path, {
        method: definition.method,
        ...(definition.method === 'POST'
          ? { headers: { 'content-type': 'application/json' }, body: '{}' }
          : {}),
      });
      const body = (await response.json()) as { message?: unknown };
      expect(String(body.message ?? '')).not.toMatch(NO_ENDPOINT);
      expect(response.status).toBeLessThan(500);
    },
  );
});
