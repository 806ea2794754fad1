/**
 * The one error every @portal/core client call rejects with (spec 000 §8).
 *
 * `kind` says what went wrong so callers can branch without parsing messages; `userMessage` is what to
 * show: the server's own message when it sent a non-empty string, otherwise the generic message key.
 */

/** Message key of the generic error alert (spec 000 §8 "something.wentWrong"). */
export const GENERIC_ERROR_KEY = 'something.wentWrong';

/** What went wrong, from the transport up to the business answer. */
export type PortalErrorKind =
  /** The server answered with a non-2xx status other than 401. */
  | 'http'
  /**
   * The server answered 401: nobody is signed in, the session expired or it is locked. The client's
   * `onUnauthorized` hook hears of each one; the user message is always the generic one (the app's
   * answer is to sign in or unlock, not to show the server's sentence).
   */
  | 'unauthorized'
  /** The request never got an answer (offline, DNS, connection reset, CORS). */
  | 'network'
  /** No answer within the call's time limit. */
  | 'timeout'
  /** The caller aborted the call through its AbortSignal. */
  | 'aborted'
  /** The request did not match the call's request schema; nothing was sent. */
  | 'invalid-request'
  /** The answer could not be read: not JSON, or not the shape the call's response schema expects. */
  | 'invalid-response'
  /** The server answered well-formed but refused (for example `success: false`). */
  | 'business';

/** What to show the user: the server's own text, or a catalogue key to translate. */
export type UserMessage =
  | { readonly type: 'server'; readonly text: string }
  | { readonly type: 'key'; readonly key: typeof GENERIC_ERROR_KEY };

export interface PortalErrorInit {
  readonly kind: PortalErrorKind;
  /** Id of the call that failed, e.g. `commonUi.notificationCount`. */
  readonly call: string;
  /** HTTP status when the server answered. */
  readonly status?: number;
  /** The server's `message` field, whatever its type; only a non-empty string is shown to users. */
  readonly serverMessage?: unknown;
  /** Schema problems, one readable line each (`data.BellsCount: expected number`). */
  readonly issues?: readonly string[];
  /** Whether the failed call only reads, so sending it again cannot change anything (default false). */
  readonly idempotent?: boolean;
  /** How long the server asked the caller to wait before trying again (its `Retry-After`), in ms. */
  readonly retryAfterMs?: number;
  /** The language the call asked the server to answer in (the client's `lang`). */
  readonly requestLanguage?: string;
  readonly cause?: unknown;
}

/** Picks the message a user sees (spec 000 §8): the server's text if it is a non-empty string. */
export function toUserMessage(serverMessage: unknown): UserMessage {
  if (typeof serverMessage === 'string' && serverMessage.trim() !== '') {
    return { type: 'server', text: serverMessage.trim() };
  }
  return { type: 'key', key: GENERIC_ERROR_KEY };
}

export class PortalError extends Error {
  override readonly name = 'PortalError';
  readonly kind: PortalErrorKind;
  readonly call: string;
  readonly status: number | undefined;
  readonly issues: readonly string[];
  /**
   * Whether the failed call only reads (its definition's `idempotent`), so an app may send it again.
   * `isRetryable` from `@portal/core/query` reads it; false for errors no call definition produced.
   */
  readonly idempotent: boolean;
  /**
   * How long the server asked the caller to wait before trying again, in ms: its `Retry-After` on a
   * refusal (a 429 or 503), when it sent a readable one of at most a day; otherwise `undefined`.
   */
  readonly retryAfterMs: number | undefined;
  readonly userMessage: UserMessage;
  /**
   * The language the failed call asked the server to answer in (the client's `lang`), so the words
   * shown can be checked against it (`failureTextOf`); `undefined` for errors no client produced.
   */
  readonly requestLanguage: string | undefined;

  constructor(init: PortalErrorInit) {
    const detail = init.issues?.length ? `: ${init.issues.join('; ')}` : '';
    const status = init.status === undefined ? '' : ` (HTTP ${init.status})`;
    super(`${init.call} failed with ${init.kind}${status}${detail}`, { cause: init.cause });
    this.kind = init.kind;
    this.call = init.call;
    this.status = init.status;
    this.issues = init.issues ?? [];
    this.idempotent = init.idempotent ?? false;
    this.retryAfterMs = init.retryAfterMs;
    this.userMessage = toUserMessage(init.serverMessage);
    this.requestLanguage = init.requestLanguage;
  }
}

/** Narrows an unknown rejection to a PortalError. */
export function isPortalError(error: unknown): error is PortalError {
  return error instanceof PortalError;
}
