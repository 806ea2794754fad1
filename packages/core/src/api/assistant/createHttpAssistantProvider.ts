import { safeParse } from 'zod/mini';
import type { PortalClient } from '../../client/createPortalClient';
import type { AssistantFailureReason, AssistantPart } from './assistantParts';
import {
  ASSISTANT_MAX_MESSAGE_LENGTH,
  ASSISTANT_MAX_MESSAGES,
  assistantAnswerCall,
  assistantRequestSchema,
} from './assistantCalls';
import type {
  AssistantAnswerOptions,
  AssistantProvider,
  AssistantRequest,
} from './AssistantProvider';
import { readAssistantStream } from './readAssistantStream';

/** Options of {@link createHttpAssistantProvider}. */
export interface HttpAssistantProviderOptions {
  /** The portal client: its base URL, transport, headers and failure reporting are used. */
  readonly client: PortalClient;
  /** The page's origin, for `safeUrl` on link parts; default the base URL's, else `location`'s. */
  readonly origin?: string;
  /** Other https origins a link part may lead to. */
  readonly allowedOrigins?: readonly string[];
  /** Name in logs (default `http`). */
  readonly name?: string;
}

/**
 * An {@link AssistantProvider} that asks the portal's backend (`assistantAnswerCall`, ASSUMED) and
 * reads its NDJSON answer part by part as it streams in. What the sandbox answers in development and
 * what a production backend answers with its model travel the same way, so the page cannot tell them
 * apart. It never throws: a failure is reported to the client's `onError` (as a `PortalError` of
 * call `assistant.answer`, nothing of the conversation in it) and ends the stream with an error part.
 *
 * Only the conversation's last {@link ASSISTANT_MAX_MESSAGES} messages travel, each cut to
 * {@link ASSISTANT_MAX_MESSAGE_LENGTH} characters.
 */
export function createHttpAssistantProvider(
  options: HttpAssistantProviderOptions,
): AssistantProvider {
  const { client } = options;
  const base = client.options.baseUrl.replace(/\/+$/, '');
  const originOf = (): string => {
    if (options.origin) return options.origin;
    if (/^https?:\/\//.test(base)) return new URL(base).origin;
    return globalThis.location?.origin ?? 'http://localhost';
  };
  const send = client.options.fetch ?? ((request: Request) => fetch(request));

  async function* answer(
    request: AssistantRequest,
    answerOptions: AssistantAnswerOptions = {},
  ): AsyncGenerator<AssistantPart> {
    const { signal } = answerOptions;
    const fail = (reason: AssistantFailureReason, status?: number): AssistantPart => {
      // `fail` reports to the client's `onError`; nothing of the conversation goes with it.
      client.fail({
        kind: reason === 'invalid-answer' ? 'invalid-response' : status ? 'http' : 'network',
        call: assistantAnswerCall.id,
        ...(status ? { status } : {}),
      });
      return { type: 'error', reason };
    };
    if (signal?.aborted) return;
    const payload = {
      lang: request.lang,
      messages: request.messages
        .filter((message) => message.text.trim() !== '')
        .slice(-ASSISTANT_MAX_MESSAGES)
        .map((message) => ({
          role: message.role,
          text: message.text.slice(0, ASSISTANT_MAX_MESSAGE_LENGTH),
          lang: message.lang,
        })),
    };
    const checked = safeParse(assistantRequestSchema, payload);
    if (!checked.success) {
      yield { type: 'error', reason: 'refused' };
      return;
    }
    let response: Response;
    try {
      response = await send(
        new Request(`${base}${assistantAnswerCall.path}`, {
          method: 'POST',
          headers: {
            ...client.options.headers,
            accept: 'application/x-ndjson',
            'content-type': 'application/json',
          },
          body: JSON.stringify(checked.data),
          credentials: 'same-origin',
          ...(signal ? { signal } : {}),
        }),
      );
    } catch {
      if (signal?.aborted) return;
      yield fail('unavailable');
      return;
    }
    try {
      client.options.onResponse?.(response);
    } catch {
      // A broken listener must not turn an answer into a failure.
    }
    const type = response.headers.get('content-type') ?? '';
    if (!response.ok || !response.body) {
      void response.body?.cancel().catch(() => undefined);
      const refused = response.status >= 400 && response.status < 500 && response.status !== 429;
      yield fail(refused ? 'refused' : 'unavailable', response.status);
      return;
    }
    if (!type.includes('application/x-ndjson')) {
      void response.body.cancel().catch(() => undefined);
      // A JSON answer here is a refusal envelope (`success: false`); anything else is not an answer.
      yield fail(
        type.includes('application/json') ? 'unavailable' : 'invalid-answer',
        response.status,
      );
      return;
    }
    for await (const part of readAssistantStream(response.body, {
      origin: originOf(),
      ...(options.allowedOrigins ? { allowedOrigins: options.allowedOrigins } : {}),
      signal,
    })) {
      if (part.type === 'error') {
        if (part.reason === 'invalid-answer' || part.reason === 'interrupted') {
          yield fail(part.reason, response.status);
        } else yield part;
        return;
      }
      yield part;
    }
  }

  return { name: options.name ?? 'http', answer };
}
