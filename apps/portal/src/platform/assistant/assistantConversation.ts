import { apiLanguageOf, searchTextLanguageOf, type PortalLocale } from '@portal/core';
import type {
  AssistantFailureReason,
  AssistantMessage,
  AssistantPart,
  AssistantProvider,
} from '@portal/core/api/assistant';
import { ASSISTANT_STORAGE_KEY } from './assistantStorage';

/*
 * The conversation with the assistant, shared by the chat page and the panel every page has, and
 * kept for the browser tab's session (sessionStorage): a reload or another page of the portal shows
 * it again; sign-out forgets it. Only what was said is kept (the person's words, the answers and
 * their cards): nothing secret, no token.
 */

/** A card or the suggested replies of an answer: every part except prose and failures. */
export type AssistantCardPart = Exclude<AssistantPart, { type: 'text' } | { type: 'error' }>;

export interface StoredAssistantMessage {
  readonly id: string;
  readonly role: 'user' | 'assistant';
  /** The language it was written in. */
  readonly lang: 'en' | 'ar';
  readonly text: string;
  readonly parts: readonly AssistantCardPart[];
  readonly status: 'streaming' | 'done' | 'stopped' | 'failed';
  readonly failure?: AssistantFailureReason | undefined;
}

export interface AssistantConversationState {
  readonly messages: readonly StoredAssistantMessage[];
}

export { ASSISTANT_STORAGE_KEY };

/** The most messages kept; older ones drop off the start. */
const MAX_KEPT = 40;

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function defaultStorage(): StorageLike | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Reads the kept conversation; an answer cut off by the reload is kept as interrupted (Retry). */
function readKept(storage: StorageLike | undefined): StoredAssistantMessage[] {
  try {
    const raw = storage?.getItem(ASSISTANT_STORAGE_KEY);
    if (!raw) return [];
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value
      .filter(isStoredMessage)
      .map((message) =>
        message.status === 'streaming'
          ? { ...message, status: 'failed', failure: 'interrupted' }
          : message,
      );
  } catch {
    return [];
  }
}

function isStoredMessage(value: unknown): value is StoredAssistantMessage {
  if (typeof value !== 'object' || value === null) return false;
  const message = value as Record<string, unknown>;
  return (
    typeof message['id'] === 'string' &&
    (message['role'] === 'user' || message['role'] === 'assistant') &&
    (message['lang'] === 'en' || message['lang'] === 'ar') &&
    typeof message['text'] === 'string' &&
    Array.isArray(message['parts']) &&
    ['streaming', 'done', 'stopped', 'failed'].includes(String(message['status']))
  );
}

/** The conversation store: one per app, read through `useSyncExternalStore`. */
export interface AssistantConversationStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): AssistantConversationState;
  /** Sends the person's message and streams the answer from `provider`. */
  send(text: string, locale: PortalLocale, provider: AssistantProvider): void;
  /** Stops the answer that is streaming. */
  stop(): void;
  /** Asks the last question again, replacing the failed or stopped answer. */
  retry(locale: PortalLocale, provider: AssistantProvider): void;
  /** Forgets the conversation (sign-out, "start a new conversation"). */
  forget(): void;
}

/** Creates a store; the app uses the one {@link assistantConversation}. */
export function createAssistantConversationStore(
  storage: StorageLike | undefined = defaultStorage(),
): AssistantConversationStore {
  let state: AssistantConversationState | undefined;
  const listeners = new Set<() => void>();
  let running: AbortController | undefined;
  let counter = 0;

  const current = (): AssistantConversationState => (state ??= { messages: readKept(storage) });
  const set = (next: AssistantConversationState) => {
    state = next;
    try {
      if (next.messages.length === 0) storage?.removeItem(ASSISTANT_STORAGE_KEY);
      else storage?.setItem(ASSISTANT_STORAGE_KEY, JSON.stringify(next.messages.slice(-MAX_KEPT)));
    } catch {
      // A full or blocked storage only costs the conversation after a reload.
    }
    for (const listener of listeners) listener();
  };
  const update = (
    id: string,
    change: (message: StoredAssistantMessage) => StoredAssistantMessage,
  ) =>
    set({
      ...current(),
      messages: current().messages.map((message) =>
        message.id === id ? change(message) : message,
      ),
    });
  const newId = (role: string) => `${role}-${Date.now().toString(36)}-${(counter += 1)}`;

  const answer = (locale: PortalLocale, provider: AssistantProvider) => {
    running?.abort();
    const controller = new AbortController();
    running = controller;
    const lang = apiLanguageOf(locale);
    const history: AssistantMessage[] = current()
      .messages.filter((message) => message.text.trim() !== '')
      .map((message) => ({ role: message.role, text: message.text, lang: message.lang }));
    const id = newId('assistant');
    set({
      ...current(),
      messages: [
        ...current().messages,
        { id, role: 'assistant', lang, text: '', parts: [], status: 'streaming' },
      ],
    });
    void (async () => {
      let failure: AssistantFailureReason | undefined;
      for await (const part of provider.answer(
        { lang, messages: history },
        { signal: controller.signal },
      )) {
        if (controller.signal.aborted) break;
        if (part.type === 'text')
          update(id, (message) => ({ ...message, text: message.text + part.text }));
        else if (part.type === 'error') failure = part.reason;
        else update(id, (message) => ({ ...message, parts: [...message.parts, part] }));
      }
      if (running === controller) running = undefined;
      if (controller.signal.aborted) return;
      update(id, (message) => ({
        ...message,
        status: failure === undefined ? 'done' : 'failed',
        failure,
      }));
    })();
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: current,
    send(text, locale, provider) {
      const trimmed = text.trim();
      if (trimmed === '') return;
      const written = searchTextLanguageOf(trimmed) === 'ar' ? 'ar' : apiLanguageOf(locale);
      set({
        ...current(),
        messages: [
          ...current().messages,
          {
            id: newId('user'),
            role: 'user',
            lang: written,
            text: trimmed,
            parts: [],
            status: 'done',
          },
        ],
      });
      answer(locale, provider);
    },
    stop() {
      const controller = running;
      if (!controller) return;
      running = undefined;
      controller.abort();
      const last = current().messages.at(-1);
      if (last?.status === 'streaming')
        update(last.id, (message) => ({ ...message, status: 'stopped' }));
    },
    retry(locale, provider) {
      const messages = current().messages;
      const last = messages.at(-1);
      if (last?.role !== 'assistant' || last.status === 'streaming' || last.status === 'done')
        return;
      set({ ...current(), messages: messages.slice(0, -1) });
      answer(locale, provider);
    },
    forget() {
      running?.abort();
      running = undefined;
      set({ messages: [] });
    },
  };
}

/** The app's conversation. */
export const assistantConversation = createAssistantConversationStore();
