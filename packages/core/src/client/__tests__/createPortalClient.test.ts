import * as z from 'zod/mini';
import { describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../test/stubFetch';
import { createPortalClient } from '../createPortalClient';
import { defineCall } from '../defineCall';
import { PortalError } from '../PortalError';

const echoCall = defineCall({
  id: 'test.echo',
  method: 'POST',
  path: '/api/proxy/paymentHub/paymentHub/{entity}/inquiry',
  langQuery: true,
  request: z.object({ accountNumber: z.string() }),
  response: z.object({ data: z.object({ amount: z.number() }) }),
});

/** A transport that never answers and, like real fetch, rejects once its request is aborted. */
function hangingFetch(request: Request): Promise<Response> {
  return new Promise((_, reject) => {
    const abort = () => reject(new DOMException('The operation was aborted.', 'AbortError'));
    if (request.signal.aborted) abort();
    request.signal.addEventListener('abort', abort);
  });
}

const readCall = defineCall({
  id: 'test.read',
  method: 'GET',
  path: '/pub/service/{id}',
  request: z.object({ lang: z.string() }),
  response: z.optional(z.object({ ok: z.boolean() })),
});

async function failure(promise: Promise<unknown>): Promise<PortalError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(PortalError);
  return error as PortalError;
}

describe('createPortalClient', () => {
  it('sends method, filled path, ?lang=, JSON body and extra headers', async () => {
    const { fetch, requests } = stubFetch(() => json({ data: { amount: 12.5 }, extra: 'ignored' }));
    const client = createPortalClient({
      baseUrl: 'https://portal.test/',
      lang: 'ar',
      fetch,
      headers: { 'x-channel': 'web' },
    });
    const answer = await client.send(echoCall, {
      request: { accountNumber: '0123456789' },
      params: { entity: 'addc' },
    });
    expect(answer).toEqual({ data: { amount: 12.5 } });
    const [request] = requests;
    expect(request?.method).toBe('POST');
    expect(request?.url.pathname).toBe('/api/proxy/paymentHub/paymentHub/addc/inquiry');
    expect(request?.url.searchParams.get('lang')).toBe('ar');
    expect(JSON.parse(request?.body ?? '')).toEqual({ accountNumber: '0123456789' });
    expect(request?.headers.get('x-channel')).toBe('web');
    expect(request?.headers.get('accept-language')).toBe('ar');
  });

  it('asks every call for answers in its language and records it on a refusal', async () => {
    const { fetch, requests } = stubFetch(() =>
      json({ success: false, message: 'الرقم غير صحيح' }, 400),
    );
    const client = createPortalClient({ baseUrl: 'https://portal.test', lang: 'ar', fetch });
    const error = await failure(
      client.send(readCall, { request: { lang: 'ar' }, params: { id: '1' } }),
    );
    expect(requests[0]?.headers.get('accept-language')).toBe('ar');
    expect(error.requestLanguage).toBe('ar');
  });

  it('sends a GET payload as the query string and reads an empty 204 answer', async () => {
    const { fetch, requests } = stubFetch(() => new Response(null, { status: 204 }));
    const client = createPortalClient({ baseUrl: 'https://portal.test', lang: 'en', fetch });
    await expect(
      client.send(readCall, { request: { lang: 'en' }, params: { id: 'a b' } }),
    ).resolves.toBeUndefined();
    expect(requests[0]?.url.pathname).toBe('/pub/service/a%20b');
    expect(requests[0]?.url.search).toBe('?lang=en');
  });

  it('refuses a request that fails its schema without sending it', async () => {
    const { fetch, requests } = stubFetch(() => json({}));
    const client = createPortalClient({ baseUrl: 'https://portal.test', lang: 'en', fetch });
    const error = await failure(
      client.send(echoCall, {
        request: { accountNumber: 42 } as never,
        params: { entity: 'addc' },
      }),
    );
    expect(error.kind).toBe('invalid-request');
    expect(error.issues[0]).toMatch(/^accountNumber: /);
    expect(requests).toHaveLength(0);
  });

  it('refuses a call whose path parameter is missing', async () => {
    const { fetch } = stubFetch(() => json({}));
    const client = createPortalClient({ baseUrl: 'https://portal.test', lang: 'en', fetch });
    const error = await failure(client.send(echoCall, { request: { accountNumber: '1' } }));
    expect(error.kind).toBe('invalid-request');
    expect(error.issues).toEqual(['missing path parameter {entity}']);
  });

  it.each([
    [{ message: 'Account is blocked' }, { type: 'server', text: 'Account is blocked' }],
    [{ message: '   ' }, { type: 'key', key: 'something.wentWrong' }],
    [{ message: 42 }, { type: 'key', key: 'something.wentWrong' }],
    [{}, { type: 'key', key: 'something.wentWrong' }],
  ])('maps HTTP 400 %j to an http error with user message %j', async (body, userMessage) => {
    const { fetch } = stubFetch(() => json(body, 400));
    const client = createPortalClient({ baseUrl: 'https://portal.test', lang: 'en', fetch });
    const error = await failure(
      client.send(echoCall, { request: { accountNumber: '1' }, params: { entity: 'du' } }),
    );
    expect(error.kind).toBe('http');
    expect(error.status).toBe(400);
    expect(error.userMessage).toEqual(userMessage);
  });

  it('reads an HTML error page as an invalid response', async () => {
    const { fetch } = stubFetch(
      () => new Response('<html>Gateway</html>', { headers: { 'content-type': 'text/html' } }),
    );
    const client = createPortalClient({ baseUrl: 'https://portal.test', lang: 'en', fetch });
    const error = await failure(
      client.send(echoCall, { request: { accountNumber: '1' }, params: { entity: 'du' } }),
    );
    expect(error.kind).toBe('invalid-response');
    expect(error.issues).toEqual(['answer is not JSON']);
  });

  it('names the field of a response that does not match its schema', async () => {
    const { fetch } = stubFetch(() => json({ data: { amount: 'lots' } }));
    const client = createPortalClient({ baseUrl: 'https://portal.test', lang: 'en', fetch });
    const error = await failure(
      client.send(echoCall, { request: { accountNumber: '1' }, params: { entity: 'du' } }),
    );
    expect(error.kind).toBe('invalid-response');
    expect(error.issues[0]).toMatch(/^data\.amount: /);
  });

  it('words schema issues as the sandbox does: what was expected and what came', async () => {
    const pinCall = defineCall({
      id: 'test.pin',
      method: 'POST',
      path: '/api/pin',
      request: z.object({ pinCode: z.string().check(z.regex(/^\d{4}$/)) }),
      response: z.object({ data: z.object({ amount: z.number() }) }),
    });
    const { fetch } = stubFetch(() => json({ data: { amount: 'lots' } }));
    const client = createPortalClient({ baseUrl: 'https://portal.test', lang: 'en', fetch });
    const refused = await failure(client.send(pinCall, { request: { pinCode: 1234 } as never }));
    expect(refused.issues).toEqual(['pinCode: expected a string of 4 digits, got number']);
    const query = await failure(
      client.send(readCall, { request: 'en' as never, params: { id: 'x' } }),
    );
    expect(query.issues).toEqual(['(query): expected an object, got string']);
    const answered = await failure(client.send(pinCall, { request: { pinCode: '1234' } }));
    expect(answered.issues).toEqual(['data.amount: expected a number, got string']);
  });

  it('turns a transport failure into a network error and reports it', async () => {
    const onError = vi.fn();
    const client = createPortalClient({
      baseUrl: 'https://portal.test',
      lang: 'en',
      fetch: () => Promise.reject(new TypeError('fetch failed')),
      onError,
    });
    const error = await failure(
      client.send(echoCall, { request: { accountNumber: '1' }, params: { entity: 'du' } }),
    );
    expect(error.kind).toBe('network');
    expect(onError).toHaveBeenCalledWith(error);
  });

  it('turns an abort into an aborted error and does not report it', async () => {
    const onError = vi.fn();
    const controller = new AbortController();
    const client = createPortalClient({
      baseUrl: 'https://portal.test',
      lang: 'en',
      onError,
      fetch: hangingFetch,
    });
    const pending = client.send(echoCall, {
      request: { accountNumber: '1' },
      params: { entity: 'du' },
      signal: controller.signal,
    });
    controller.abort();
    expect((await failure(pending)).kind).toBe('aborted');
    expect(onError).not.toHaveBeenCalled();
  });

  it('gives up after its time limit with a timeout error', async () => {
    const client = createPortalClient({
      baseUrl: 'https://portal.test',
      lang: 'en',
      timeoutMs: 5,
      fetch: hangingFetch,
    });
    const error = await failure(
      client.send(echoCall, { request: { accountNumber: '1' }, params: { entity: 'du' } }),
    );
    expect(error.kind).toBe('timeout');
  });

  it('retries a GET on 503 but never a POST', async () => {
    const get = stubFetch(() => json({ message: 'busy' }, 503));
    const getClient = createPortalClient({
      baseUrl: 'https://portal.test',
      lang: 'en',
      fetch: get.fetch,
      retry: { delayMs: () => 0 },
    });
    await failure(getClient.send(readCall, { request: { lang: 'en' }, params: { id: '1' } }));
    expect(get.requests.length).toBe(3);

    const post = stubFetch(() => json({ message: 'busy' }, 503));
    const postClient = createPortalClient({
      baseUrl: 'https://portal.test',
      lang: 'en',
      fetch: post.fetch,
    });
    await failure(
      postClient.send(echoCall, { request: { accountNumber: '1' }, params: { entity: 'du' } }),
    );
    expect(post.requests.length).toBe(1);
  });

  it('rejects a base URL that is not http(s)', () => {
    expect(() => createPortalClient({ baseUrl: 'javascript:alert(1)', lang: 'en' })).toThrow(
      /baseUrl/,
    );
  });

  it('rejects a language other than en or ar', () => {
    expect(() => createPortalClient({ baseUrl: '/', lang: 'fr' as 'en' })).toThrow(
      /lang must be "en" or "ar"/,
    );
  });

  it('reads a TimeoutError from the transport as a timeout', async () => {
    const client = createPortalClient({
      baseUrl: 'https://portal.test',
      lang: 'en',
      fetch: () => Promise.reject(new DOMException('timed out', 'TimeoutError')),
    });
    const error = await failure(
      client.send(echoCall, { request: { accountNumber: '1' }, params: { entity: 'du' } }),
    );
    expect(error.kind).toBe('timeout');
  });

  it('does not send when the signal is already aborted', async () => {
    const { fetch, requests } = stubFetch(() => json({ data: { amount: 1 } }));
    const client = createPortalClient({ baseUrl: 'https://portal.test', lang: 'en', fetch });
    const error = await failure(
      client.send(echoCall, {
        request: { accountNumber: '1' },
        params: { entity: 'du' },
        signal: AbortSignal.abort(),
      }),
    );
    expect(error.kind).toBe('aborted');
    expect(requests).toHaveLength(0);
  });

  it('keeps a PortalError when the onError listener itself throws', async () => {
    const client = createPortalClient({
      baseUrl: 'https://portal.test',
      lang: 'en',
      fetch: () => Promise.reject(new TypeError('fetch failed')),
      onError: () => {
        throw new Error('listener bug');
      },
    });
    const error = await failure(
      client.send(echoCall, { request: { accountNumber: '1' }, params: { entity: 'du' } }),
    );
    expect(error.kind).toBe('network');
  });

  it('shows every answer to onResponse, failed ones too, and ignores a listener that throws', async () => {
    const seen: string[] = [];
    const fetch = vi
      .fn<(request: Request) => Promise<Response>>()
      .mockResolvedValueOnce(
        new Response('{"success":false}', { status: 401, headers: { 'x-portal-sandbox': '1' } }),
      )
      .mockResolvedValueOnce(json({ data: { amount: 5 } }));
    const client = createPortalClient({
      baseUrl: 'https://portal.example',
      lang: 'en',
      fetch,
      onResponse: (response) => {
        seen.push(`${response.status} ${response.headers.get('x-portal-sandbox') ?? '-'}`);
        throw new Error('listener bug');
      },
    });
    const request = { request: { accountNumber: '1' }, params: { entity: 'addc' } };
    expect((await failure(client.send(echoCall, request))).kind).toBe('unauthorized');
    await expect(client.send(echoCall, request)).resolves.toEqual({ data: { amount: 5 } });
    expect(seen).toEqual(['401 1', '200 -']);
  });

  it('keeps silent calls away from onError', async () => {
    const onError = vi.fn();
    const client = createPortalClient({
      baseUrl: 'https://portal.test',
      lang: 'en',
      fetch: stubFetch(() => json({}, 500)).fetch,
      onError,
    });
    await failure(
      client.send(echoCall, {
        request: { accountNumber: '1' },
        params: { entity: 'du' },
        silent: true,
      }),
    );
    expect(onError).not.toHaveBeenCalled();
  });

  it('fails on success:false only for calls that say so, with the server message', async () => {
    const strict = defineCall({ ...echoCall, id: 'test.strict', failsOnUnsuccessful: true });
    const { fetch } = stubFetch(() =>
      json({ success: false, message: 'Refused', data: { amount: 1 } }),
    );
    const client = createPortalClient({ baseUrl: 'https://portal.test', lang: 'en', fetch });
    await expect(
      client.send(echoCall, { request: { accountNumber: '1' }, params: { entity: 'du' } }),
    ).resolves.toEqual({
      data: { amount: 1 },
    });
    const error = await failure(
      client.send(strict, { request: { accountNumber: '1' }, params: { entity: 'du' } }),
    );
    expect(error.kind).toBe('business');
    expect(error.userMessage).toEqual({ type: 'server', text: 'Refused' });
  });

  it('reads success:false before the response schema and shows the generic message when the call says so', async () => {
    // The combined list's shape (spec 000 §7, §8): a refusal comes without `data`, with a database text.
    const listCall = defineCall({
      id: 'test.combinedList',
      method: 'POST',
      path: '/api/proxy/services-in-progress/1.0/retrieve/getlist/combined',
      failsOnUnsuccessful: true,
      showsServerMessage: false,
      request: z.object({}),
      response: z.object({
        success: z.nullish(z.boolean()),
        data: z.object({ Items: z.array(z.unknown()) }),
      }),
    });
    const oracle = 'ORA-00942: table or view does not exist (database error)';
    const { fetch } = stubFetch(() => json({ success: false, message: oracle }));
    const onError = vi.fn();
    const client = createPortalClient({
      baseUrl: 'https://portal.test',
      lang: 'en',
      fetch,
      onError,
    });
    const error = await failure(client.send(listCall, { request: {} }));
    expect(error.kind).toBe('business');
    expect(error.userMessage).toEqual({ type: 'key', key: 'something.wentWrong' });
    expect(error.message).not.toContain('ORA-');
    expect(onError).toHaveBeenCalledWith(error);
  });

  it.each([
    ['a 500', () => json({ success: false, message: 'ORA-01017: database error' }, 500), 'http'],
    ['a wrong shape', () => json({ message: 'ORA-01017: database error' }), 'invalid-response'],
  ] as const)(
    'never shows the server text of %s on a call that shows the generic message',
    async (_, answer, kind) => {
      const quiet = defineCall({ ...echoCall, id: 'test.quiet', showsServerMessage: false });
      const client = createPortalClient({
        baseUrl: 'https://portal.test',
        lang: 'en',
        fetch: stubFetch(answer).fetch,
      });
      const error = await failure(
        client.send(quiet, { request: { accountNumber: '1' }, params: { entity: 'du' } }),
      );
      expect(error.kind).toBe(kind);
      expect(error.userMessage).toEqual({ type: 'key', key: 'something.wentWrong' });
    },
  );

  it('turns a 401 into an unauthorized error, tells onUnauthorized once and still rejects', async () => {
    const onUnauthorized = vi.fn();
    const onError = vi.fn();
    const { fetch, requests } = stubFetch(() =>
      json({ message: 'You are not signed in. Sign in to use this service.' }, 401),
    );
    const client = createPortalClient({
      baseUrl: 'https://portal.test',
      lang: 'en',
      fetch,
      onError,
      onUnauthorized,
      retry: { delayMs: () => 0 },
    });
    const error = await failure(
      client.send(readCall, { request: { lang: 'en' }, params: { id: '1' } }),
    );
    expect(error.kind).toBe('unauthorized');
    expect(error.status).toBe(401);
    expect(error.userMessage).toEqual({ type: 'key', key: 'something.wentWrong' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).toHaveBeenCalledWith(error);
    expect(onError).toHaveBeenCalledWith(error);
    expect(requests).toHaveLength(1);
  });

  it('tells onUnauthorized of a silent call too, and survives a hook that throws', async () => {
    const onUnauthorized = vi.fn(() => {
      throw new Error('hook bug');
    });
    const onError = vi.fn();
    const client = createPortalClient({
      baseUrl: 'https://portal.test',
      lang: 'en',
      fetch: stubFetch(() => json({}, 401)).fetch,
      onError,
      onUnauthorized,
    });
    const error = await failure(
      client.send(echoCall, {
        request: { accountNumber: '1' },
        params: { entity: 'du' },
        silent: true,
      }),
    );
    expect(error.kind).toBe('unauthorized');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onError).not.toHaveBeenCalled();
  });

  it('keeps 403 an http error without calling onUnauthorized', async () => {
    const onUnauthorized = vi.fn();
    const client = createPortalClient({
      baseUrl: 'https://portal.test',
      lang: 'en',
      fetch: stubFetch(() => json({ message: 'Forbidden' }, 403)).fetch,
      onUnauthorized,
    });
    const error = await failure(
      client.send(echoCall, { request: { accountNumber: '1' }, params: { entity: 'du' } }),
    );
    expect(error.kind).toBe('http');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it("marks an error idempotent from its call definition's method or flag", async () => {
    const client = createPortalClient({
      baseUrl: 'https://portal.test',
      lang: 'en',
      fetch: () => Promise.reject(new TypeError('fetch failed')),
      retry: { limit: 0 },
    });
    const get = await failure(
      client.send(readCall, { request: { lang: 'en' }, params: { id: '1' } }),
    );
    const post = await failure(
      client.send(echoCall, { request: { accountNumber: '1' }, params: { entity: 'du' } }),
    );
    const postRead = await failure(
      client.send(defineCall({ ...echoCall, id: 'test.postRead', idempotent: true }), {
        request: { accountNumber: '1' },
        params: { entity: 'du' },
      }),
    );
    expect([get.idempotent, post.idempotent, postRead.idempotent]).toEqual([true, false, true]);
  });

  it('refuses a call needing a CSRF token when the token provider throws', async () => {
    const upload = defineCall({ ...echoCall, id: 'test.upload', csrf: true });
    const { fetch, requests } = stubFetch(() => json({ data: { amount: 1 } }));
    const client = createPortalClient({
      baseUrl: 'https://portal.test',
      lang: 'en',
      fetch,
      csrfToken: () => {
        throw new Error('cookie unreadable');
      },
    });
    const error = await failure(
      client.send(upload, { request: { accountNumber: '1' }, params: { entity: 'du' } }),
    );
    expect(error.issues).toEqual(['csrfToken: the token provider failed']);
    expect(requests).toHaveLength(0);
  });

  it('resolves the identity from a provider and refuses without one', async () => {
    const client = createPortalClient({
      baseUrl: '/',
      lang: 'en',
      identity: async () => ({ uuid: 'u-1' }),
    });
    await expect(client.identity('test.call')).resolves.toEqual({ uuid: 'u-1' });
    const anonymous = createPortalClient({ baseUrl: '/', lang: 'en' });
    const error = await failure(anonymous.identity('test.call'));
    expect(error.call).toBe('test.call');
    expect(error.kind).toBe('invalid-request');
  });
});
