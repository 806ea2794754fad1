import { defineCall } from '@portal/core/client';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { createCallRouter, routePathOf, type SandboxHono } from '../callRouter';

const echoCall = defineCall({
  id: 'test.echo',
  method: 'POST',
  path: '/pub/{journey-service-common}/echo/{id}',
  request: z.object({ n: z.number() }),
  response: z.object({ data: z.object({ n: z.number() }) }),
});

function appAnswering(
  answerCheck: 'strict' | 'warn' | 'off',
  body: unknown,
  log?: (line: string) => void,
) {
  const app: SandboxHono = new Hono();
  const router = createCallRouter(app, { answerCheck, ...(log ? { log } : {}) });
  router.answer(echoCall, (c) => c.json(body), { access: 'public' });
  return { app, router };
}

const post = (app: SandboxHono, body: unknown) =>
  app.fetch(
    new Request('http://sandbox.test/pub/journey-service-common/echo/7', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );

describe('routePathOf', () => {
  it('fills service segments with their default names and turns the rest into route parameters', () => {
    expect(routePathOf(echoCall)).toBe('/pub/journey-service-common/echo/:id');
  });
});

describe('createCallRouter', () => {
  it('remembers the calls it answers', () => {
    expect([...appAnswering('strict', {}).router.answered]).toEqual(['test.echo']);
  });

  it('refuses a request that fails core’s request schema with a 400 naming the field', async () => {
    const response = await post(appAnswering('strict', { data: { n: 1 } }).app, { n: 'one' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      success: false,
      message: 'Invalid request to test.echo: n: expected a number, got string',
      issues: ['n: expected a number, got string'],
    });
  });

  it('passes an answer that matches core’s response schema', async () => {
    const response = await post(appAnswering('strict', { data: { n: 1 } }).app, { n: 1 });
    expect(response.status).toBe(200);
  });

  it('turns an answer that does not match into a 500 naming the call, in strict mode', async () => {
    const response = await post(appAnswering('strict', { data: { n: 'one' } }).app, { n: 1 });
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({
      success: false,
      message: expect.stringMatching(
        /^Sandbox answer to test\.echo does not match core's response schema: data\.n: expected a number, got string$/,
      ),
    });
  });

  it('sends a mismatching answer but logs it in warn mode, and does not look in off mode', async () => {
    const lines: string[] = [];
    const warned = await post(appAnswering('warn', { data: {} }, (line) => lines.push(line)).app, {
      n: 1,
    });
    expect(warned.status).toBe(200);
    expect(lines).toEqual([expect.stringMatching(/^Sandbox answer to test\.echo does not match/)]);
    expect((await post(appAnswering('off', { data: {} }).app, { n: 1 })).status).toBe(200);
  });
});
