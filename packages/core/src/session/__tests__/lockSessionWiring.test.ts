import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { lockSession } from '../../api/common/stayConnected';
import { createPortalClient, type PortalClientOptions } from '../../client/createPortalClient';
import { defineCall } from '../../client/defineCall';
import { emptyRequestSchema } from '../../api/internal/envelope';

/** A backend whose lock endpoint answers 503 and counts what reaches it. */
function failingBackend() {
  const requests: string[] = [];
  const fetch = (input: Request | URL | string): Promise<Response> => {
    requests.push(input instanceof Request ? input.url : String(input));
    return Promise.resolve(
      new Response(JSON.stringify({ success: false }), {
        status: 503,
        headers: { 'content-type': 'application/json' },
      }),
    );
  };
  return { requests, fetch };
}

const base: Omit<PortalClientOptions, 'fetch'> = { baseUrl: 'https://portal.test', lang: 'en' };

/** A GET with no flags: idempotent by default. */
const idempotentRead = defineCall({
  id: 'test.idempotentRead',
  method: 'GET',
  path: '/api/test/read',
  request: emptyRequestSchema,
  response: z.object({ success: z.boolean() }),
});

describe('the lock call is not retried by the client as well (issue G §2)', () => {
  it('through the ordinary client, one failed lock call is one HTTP request', async () => {
    const backend = failingBackend();
    const client = createPortalClient({
      ...base,
      fetch: backend.fetch,
      retry: { delayMs: () => 0 },
    });
    await expect(lockSession(client)).rejects.toMatchObject({ status: 503 });
    expect(backend.requests).toHaveLength(1);
  });

  it('while an idempotent read on the same client is retried on a 503 (3 requests)', async () => {
    const backend = failingBackend();
    const client = createPortalClient({
      ...base,
      fetch: backend.fetch,
      retry: { delayMs: () => 0 },
    });
    await expect(client.send(idempotentRead, { request: {} })).rejects.toMatchObject({
      status: 503,
    });
    expect(backend.requests).toHaveLength(3);
  });
});
