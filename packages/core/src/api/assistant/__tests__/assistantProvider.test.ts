import { describe, expect, it, vi } from 'vitest';
import { createPortalClient } from '../../../client/createPortalClient';
import type { AssistantPart } from '../assistantParts';
import { createHttpAssistantProvider } from '../createHttpAssistantProvider';
import { readAssistantStream } from '../readAssistantStream';

const origin = 'https://portal.example';

/** A body that sends the given pieces one by one, as a network would. */
function streamOf(pieces: readonly string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let index = 0;
  return new ReadableStream({
    pull(controller) {
      const piece = pieces[index++];
      if (piece === undefined) controller.close();
      else controller.enqueue(encoder.encode(piece));
    },
  });
}

async function collect(parts: AsyncIterable<AssistantPart>): Promise<AssistantPart[]> {
  const all: AssistantPart[] = [];
  for await (const part of parts) all.push(part);
  return all;
}

const line = (value: unknown) => `${JSON.stringify(value)}\n`;

describe('readAssistantStream', () => {
  it('reads parts split anywhere across chunks and stops at done', async () => {
    const text =
      line({ type: 'text', text: 'Here are your bills. ' }) +
      line({
        type: 'bill',
        entity: 'addc',
        accountId: 'la-013',
        provider: 'ADDC',
        amountDue: 412.5,
        currency: 'AED',
      }) +
      line({ type: 'done' }) +
      line({ type: 'text', text: 'after the end' });
    const pieces = [text.slice(0, 7), text.slice(7, 40), text.slice(40)];
    const parts = await collect(readAssistantStream(streamOf(pieces), { origin }));
    expect(parts).toEqual([
      { type: 'text', text: 'Here are your bills. ' },
      {
        type: 'bill',
        entity: 'addc',
        accountId: 'la-013',
        provider: 'ADDC',
        amountDue: 412.5,
        currency: 'AED',
      },
    ]);
  });

  it('ends with a typed error on a part it does not know, never passing its text on', async () => {
    const parts = await collect(
      readAssistantStream(
        streamOf([line({ type: 'text', text: 'a' }), line({ type: 'html', html: '<b>x</b>' })]),
        { origin },
      ),
    );
    expect(parts).toEqual([
      { type: 'text', text: 'a' },
      { type: 'error', reason: 'invalid-answer' },
    ]);
  });

  it('ends with a typed error on a line that is not JSON', async () => {
    const parts = await collect(readAssistantStream(streamOf(['<html>oops</html>\n']), { origin }));
    expect(parts).toEqual([{ type: 'error', reason: 'invalid-answer' }]);
  });

  it('says the answer was cut off when the stream closes before done', async () => {
    const parts = await collect(
      readAssistantStream(streamOf([line({ type: 'text', text: 'Half' })]), { origin }),
    );
    expect(parts).toEqual([
      { type: 'text', text: 'Half' },
      { type: 'error', reason: 'interrupted' },
    ]);
  });

  it('drops links that fail safeUrl and passes safe ones as resolved paths', async () => {
    const parts = await collect(
      readAssistantStream(
        streamOf([
          line({ type: 'link', title: 'Bad', href: 'javascript:alert(1)' }),
          line({ type: 'link', title: 'Away', href: 'https://evil.example/x' }),
          line({ type: 'link', title: 'FAQ', href: '/en/faq' }),
          line({ type: 'done' }),
        ]),
        { origin },
      ),
    );
    expect(parts).toEqual([{ type: 'link', title: 'FAQ', href: '/en/faq' }]);
  });

  it('stops without an error part when aborted', async () => {
    const controller = new AbortController();
    const body = new ReadableStream<Uint8Array>({
      start(stream) {
        stream.enqueue(new TextEncoder().encode(line({ type: 'text', text: 'first' })));
      },
    });
    const parts: AssistantPart[] = [];
    for await (const part of readAssistantStream(body, { origin, signal: controller.signal })) {
      parts.push(part);
      controller.abort();
    }
    expect(parts).toEqual([{ type: 'text', text: 'first' }]);
  });
});

describe('createHttpAssistantProvider', () => {
  const request = {
    lang: 'en',
    messages: [{ role: 'user', text: 'Pay my bills', lang: 'en' }],
  } as const;

  function providerAnswering(response: () => Response) {
    const seen: Request[] = [];
    const onError = vi.fn();
    const client = createPortalClient({
      baseUrl: origin,
      lang: 'en',
      fetch: async (input) => {
        seen.push(input);
        return response();
      },
      onError,
    });
    return { provider: createHttpAssistantProvider({ client }), seen, onError };
  }

  it('posts the conversation and streams the NDJSON answer', async () => {
    const { provider, seen } = providerAnswering(
      () =>
        new Response(streamOf([line({ type: 'text', text: 'Hi' }), line({ type: 'done' })]), {
          headers: { 'content-type': 'application/x-ndjson' },
        }),
    );
    expect(await collect(provider.answer(request))).toEqual([{ type: 'text', text: 'Hi' }]);
    expect(seen[0]?.method).toBe('POST');
    expect(new URL(seen[0]?.url ?? '').pathname).toBe('/api/assistant/answer');
    expect(await seen[0]?.json()).toEqual(request);
  });

  it('turns a failing server into an unavailable error part and reports it without the text', async () => {
    const { provider, onError } = providerAnswering(() =>
      Response.json({ success: false, message: 'ORA-00942 table missing' }, { status: 503 }),
    );
    const parts = await collect(provider.answer(request));
    expect(parts).toEqual([{ type: 'error', reason: 'unavailable' }]);
    expect(onError).toHaveBeenCalledOnce();
    expect(JSON.stringify(onError.mock.calls[0])).not.toContain('Pay my bills');
  });

  it('reads an HTML answer as an invalid answer', async () => {
    const { provider } = providerAnswering(
      () =>
        new Response('<!doctype html><h1>Bad gateway</h1>', {
          headers: { 'content-type': 'text/html' },
        }),
    );
    expect(await collect(provider.answer(request))).toEqual([
      { type: 'error', reason: 'invalid-answer' },
    ]);
  });

  it('sends nothing for an empty conversation', async () => {
    const { provider, seen } = providerAnswering(() => new Response(''));
    expect(await collect(provider.answer({ lang: 'en', messages: [] }))).toEqual([
      { type: 'error', reason: 'refused' },
    ]);
    expect(seen).toHaveLength(0);
  });

  it('ends silently when the signal has already aborted', async () => {
    const { provider, seen } = providerAnswering(() => new Response(''));
    const controller = new AbortController();
    controller.abort();
    expect(await collect(provider.answer(request, { signal: controller.signal }))).toEqual([]);
    expect(seen).toHaveLength(0);
  });
});
