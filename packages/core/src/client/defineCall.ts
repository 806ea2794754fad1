import type { ZodMiniType } from 'zod/mini';

/** HTTP methods the portal's backend contract uses. */
export type HttpMethod = 'GET' | 'POST';

/** How the request payload travels: JSON body, query string (GET) or multipart form (uploads). */
export type PayloadEncoding = 'json' | 'query' | 'multipart';

/**
 * One call of the backend contract, described once and shared by the client that sends it, the sandbox
 * that answers it and the contract tests that check both.
 *
 * `path` is written as the spec writes it: `{name}` segments are filled from the call's path params or,
 * for service names such as `{journey-service-common}`, from the client's `services` option.
 */
export interface CallDefinition<TRequest, TResponse> {
  /** Stable id, `area.callName`, used in errors and logs. */
  readonly id: string;
  readonly method: HttpMethod;
  readonly path: `/${string}`;
  /** Whether `?lang=` is appended (spec 000 §7: payment-hub calls do). */
  readonly langQuery: boolean;
  readonly encoding: PayloadEncoding;
  /**
   * Whether an answer with `success: false` is a refusal (`PortalError` kind `business`, carrying the
   * server's message unless {@link CallDefinition.showsServerMessage} is false). The client reads the
   * envelope's `success` before the response schema, so a refusal that comes without `data` is still
   * `business`, never `invalid-response`. Only calls whose spec section says so set it (spec 000 §7–§8).
   */
  readonly failsOnUnsuccessful: boolean;
  /**
   * Whether the server's `message` may reach users as `PortalError.userMessage` (spec 000 §8: shown
   * when it is a non-empty string). False for calls whose spec section says a failure shows the
   * generic error whatever the server sent (spec 000 §8 "Combined list with success false: generic
   * error"), so a database error text such as `ORA-…` can never be shown.
   */
  readonly showsServerMessage: boolean;
  /**
   * Whether the call only reads, so sending it again after a network failure, a timeout or a 5xx
   * cannot change anything on the server. Defaults to true for GET; a POST that only reads (the
   * notification list, the bell count) says so explicitly. `isRetryable` retries only these.
   */
  readonly idempotent: boolean;
  /** Whether the client's CSRF token is sent (spec 000 §6: "Upload calls send a CSRF token"). */
  readonly csrf: boolean;
  /** The wire payload exactly as sent (body, query for GET, form fields for multipart). */
  readonly request: ZodMiniType<TRequest>;
  /** The wire answer as read; unknown extra fields are dropped, not rejected. */
  readonly response: ZodMiniType<TResponse>;
}

type Defaulted =
  'langQuery' | 'encoding' | 'failsOnUnsuccessful' | 'showsServerMessage' | 'idempotent' | 'csrf';

type CallDefinitionInit<TRequest, TResponse> = Omit<
  CallDefinition<TRequest, TResponse>,
  Defaulted
> &
  Partial<Pick<CallDefinition<TRequest, TResponse>, Defaulted>>;

/**
 * Declares a call. Defaults: no `?lang=`, JSON body for POST and query string for GET, `success: false`
 * read as data, the server's message shown, idempotent for GET only, and the CSRF header on multipart
 * uploads only.
 */
export function defineCall<TRequest, TResponse>(
  init: CallDefinitionInit<TRequest, TResponse>,
): CallDefinition<TRequest, TResponse> {
  const encoding = init.encoding ?? (init.method === 'GET' ? 'query' : 'json');
  // `??` rather than spread defaults: an explicit `undefined` in `init` must not erase a default.
  return {
    ...init,
    langQuery: init.langQuery ?? false,
    encoding,
    failsOnUnsuccessful: init.failsOnUnsuccessful ?? false,
    showsServerMessage: init.showsServerMessage ?? true,
    idempotent: init.idempotent ?? init.method === 'GET',
    csrf: init.csrf ?? encoding === 'multipart',
  };
}

/** Names of the `{…}` placeholders in a path template, in order. */
export function pathPlaceholders(path: string): string[] {
  return [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] as string);
}
