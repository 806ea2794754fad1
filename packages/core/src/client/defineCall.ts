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
   * server's message). Only calls whose spec section says so set it (spec 000 §7–§8).
   */
  readonly failsOnUnsuccessful: boolean;
  /** Whether the client's CSRF token is sent (spec 000 §6: "Upload calls send a CSRF token"). */
  readonly csrf: boolean;
  /** The wire payload exactly as sent (body, query for GET, form fields for multipart). */
  readonly request: ZodMiniType<TRequest>;
  /** The wire answer as read; unknown extra fields are dropped, not rejected. */
  readonly response: ZodMiniType<TResponse>;
}

type Defaulted = 'langQuery' | 'encoding' | 'failsOnUnsuccessful' | 'csrf';

type CallDefinitionInit<TRequest, TResponse> = Omit<
  CallDefinition<TRequest, TResponse>,
  Defaulted
> &
  Partial<Pick<CallDefinition<TRequest, TResponse>, Defaulted>>;

/**
 * Declares a call. Defaults: no `?lang=`, JSON body for POST and query string for GET, `success: false`
 * read as data, and the CSRF header on multipart uploads only.
 */
export function defineCall<TRequest, TResponse>(
  init: CallDefinitionInit<TRequest, TResponse>,
): CallDefinition<TRequest, TResponse> {
  const encoding = init.encoding ?? (init.method === 'GET' ? 'query' : 'json');
  return {
    langQuery: false,
    failsOnUnsuccessful: false,
    csrf: encoding === 'multipart',
    ...init,
    encoding,
  };
}

/** Names of the `{…}` placeholders in a path template, in order. */
export function pathPlaceholders(path: string): string[] {
  return [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] as string);
}
