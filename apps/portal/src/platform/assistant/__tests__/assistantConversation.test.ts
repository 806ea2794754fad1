import type { AssistantPart, AssistantProvider } from '@portal/core/api/assistant';
import { describe, expect, it } from 'vitest';
import { ASSISTANT_STORAGE_KEY, createAssistantConversationStore } from '../assistantConversation';

/** A storage in memory, as sessionStorage behaves. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

/** A provider that yields the given parts, each after the previous one was read. */
function providerOf(parts: readonly AssistantPart[], seen: unknown[] = []): AssistantProvider {
  return {
    name: 'test',
    async *answer(request, options) {
      seen.push(request);
      for (const part of parts) {
        await Promise.resolve();
        if (options?.signal?.aborted) return;
        yield part;
      }
    },
  };
}

/** Waits until the last answer is no longer streaming. */
async function settled(store: ReturnType<typeof createAssistantConversationStore>) {
  for (let turn = 0; turn < 100; turn += 1) {
    if (store.getSnapshot().messages.at(-1)?.status !== 'streaming') return;
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  throw new Error('the answer never finished');
}

describe('assistant conversation store', () => {
  it('sends the conversation, streams the answer in, and keeps it for the session', async () => {
    const storage = memoryStorage();
    const store = createAssistantConversationStore(storage);
    const seen: unknown[] = [];
    store.send(
      '  Pay my bills ',
      'en',
      providerOf(
        [
          { type: 'text', text: 'You have ' },
          { type: 'text', text: '1 bill.' },
          {
            type: 'bill',
            entity: 'addc',
            accountId: 'la-013',
            provider: 'ADDC',
            amountDue: 10,
            currency: 'AED',
          },
        ],
        seen,
      ),
    );
    await settled(store);
    const [question, answer] = store.getSnapshot().messages;
    expect(question).toMatchObject({ role: 'user', text: 'Pay my bills', lang: 'en' });
    expect(answer).toMatchObject({ role: 'assistant', text: 'You have 1 bill.', status: 'done' });
    expect(answer?.parts).toHaveLength(1);
    expect(seen).toEqual([
      { lang: 'en', messages: [{ role: 'user', text: 'Pay my bills', lang: 'en' }] },
    ]);
    // A reload reads it back.
    const again = createAssistantConversationStore(storage);
    expect(again.getSnapshot().messages).toEqual(store.getSnapshot().messages);
  });

  it('marks an Arabic question as Arabic on an English page', async () => {
    const store = createAssistantConversationStore(memoryStorage());
    store.send('ادفع فواتيري', 'en', providerOf([]));
    await settled(store);
    expect(store.getSnapshot().messages[0]?.lang).toBe('ar');
  });

  it('shows a failure as its reason, and Retry replaces the failed answer', async () => {
    const store = createAssistantConversationStore(memoryStorage());
    store.send('Find information', 'ar-AE', providerOf([{ type: 'error', reason: 'unavailable' }]));
    await settled(store);
    expect(store.getSnapshot().messages.at(-1)).toMatchObject({
      status: 'failed',
      failure: 'unavailable',
      lang: 'ar',
    });
    store.retry('ar-AE', providerOf([{ type: 'text', text: 'إليك' }]));
    await settled(store);
    expect(store.getSnapshot().messages.map((message) => message.status)).toEqual(['done', 'done']);
    expect(store.getSnapshot().messages.at(-1)?.text).toBe('إليك');
  });

  it('stops a streaming answer', async () => {
    const store = createAssistantConversationStore(memoryStorage());
    const never: AssistantProvider = {
      name: 'slow',
      async *answer(_request, options) {
        await new Promise<void>((resolve) =>
          options?.signal?.addEventListener('abort', () => resolve()),
        );
        yield* [];
      },
    };
    store.send('Apply for a service', 'en', never);
    expect(store.getSnapshot().messages.at(-1)?.status).toBe('streaming');
    store.stop();
    expect(store.getSnapshot().messages.at(-1)?.status).toBe('stopped');
  });

  it('reads an answer cut off by a reload as interrupted, and forgets everything at sign-out', () => {
    const storage = memoryStorage();
    storage.setItem(
      ASSISTANT_STORAGE_KEY,
      JSON.stringify([
        { id: 'u', role: 'user', lang: 'en', text: 'hi', parts: [], status: 'done' },
        { id: 'a', role: 'assistant', lang: 'en', text: 'Hel', parts: [], status: 'streaming' },
        { id: 'x', role: 'system', text: 'not a message' },
      ]),
    );
    const store = createAssistantConversationStore(storage);
    expect(store.getSnapshot().messages).toHaveLength(2);
    expect(store.getSnapshot().messages[1]).toMatchObject({
      status: 'failed',
      failure: 'interrupted',
    });
    store.forget();
    expect(store.getSnapshot().messages).toEqual([]);
    expect(storage.items.has(ASSISTANT_STORAGE_KEY)).toBe(false);
  });
});
