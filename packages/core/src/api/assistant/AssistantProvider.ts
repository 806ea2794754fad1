import type { ApiLanguage } from '../../client/createPortalClient';
import type { AssistantPart } from './assistantParts';

/** Who wrote a message of the conversation. */
export type AssistantRole = 'user' | 'assistant';

/** One message of the conversation as a provider reads it: plain text, no card. */
export interface AssistantMessage {
  readonly role: AssistantRole;
  readonly text: string;
  /** The language the message was written in (`en`, `ar`); the person may mix them. */
  readonly lang: ApiLanguage;
}

/** What the page asks a provider: the conversation so far (last one the person's) and its language. */
export interface AssistantRequest {
  readonly messages: readonly AssistantMessage[];
  /** The language to answer in: the page's (`en` or `ar`). */
  readonly lang: ApiLanguage;
}

/** Options of one answer. */
export interface AssistantAnswerOptions {
  /** Stops the answer: the stream ends without an error part and the provider stops its work. */
  readonly signal?: AbortSignal | undefined;
}

/**
 * The assistant's slot (issue R), as the captcha's is a slot: the page talks to whatever object has
 * this shape. The sandbox's answers from the portal's own data; a production deployment plugs in its
 * model behind the same shape (docs/assistant.md says what it must do).
 *
 * `answer` returns the answer as it is produced: text in pieces, cards, suggested replies. It never
 * throws and never rejects: a failure is the stream's last part, `{ type: 'error', reason }`, so the
 * page shows its own words and a retry. When `signal` aborts, the stream ends at once.
 */
export interface AssistantProvider {
  /** A short name for logs and the docs (`sandbox`, a vendor's). */
  readonly name: string;
  answer(request: AssistantRequest, options?: AssistantAnswerOptions): AsyncIterable<AssistantPart>;
}
