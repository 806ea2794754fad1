import { allCalls } from '@portal/core/api/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { routePathOf } from '../../http/callRouter';
import { call, testSandbox } from '../support/sandboxClient';

/** Runs per call: enough to meet every branch of a request schema's refusal, small enough for seconds. */
const RUNS_PER_CALL = 25;

describe('hostile input never gets a 500 or a hang', () => {
  it.each(allCalls.map((c) => [c.id, c] as const))(
    '%s answers any payload with a 2xx or a 4xx in core’s shape',
    async (_, definition) => {
      // A world per call, so one call's fuzzing (lock, sign-out) cannot hide another call's handler.
      const app = testSandbox();
      await fc.assert(
        fc.asyncProperty(
          fc.string({ maxLength: 12 }),
          fc.jsonValue({ maxDepth: 3 }),
          fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 12 }), { maxKeys: 4 }),
          async (param, body, query) => {
            const path = routePathOf(definition).replace(
              /:[^/]+/g,
              () => encodeURIComponent(param) || 'x',
            );
            const search = new URLSearchParams(query).toString();
            const response = await call(app, `${path}${search ? `?${search}` : ''}`, {
              method: definition.method,
              ...(definition.method === 'POST'
                ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }
                : {}),
            });
            expect(response.status).toBeLessThan(500);
            if (response.status >= 400) {
              const answer = (await response.json()) as { success?: unknown; message?: unknown };
              expect(answer.success).toBe(false);
              expect(typeof answer.message).toBe('string');
            } else {
              await response.arrayBuffer();
            }
          },
        ),
        { numRuns: RUNS_PER_CALL },
      );
    },
  );

  it('answers a body that is not JSON with a 400 that says so', async () => {
    const response = await call(
      testSandbox(),
      '/api/proxy/journey-service-common/1.0/notifications/count',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"status": [0,',
      },
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      success: false,
      message: 'Invalid request to commonUi.notificationCount: the body is not valid JSON.',
    });
  });
});
