import ky, { HTTPError, TimeoutError } from 'ky';
import { safeParse } from 'zod/mini';
import type { CallDefinition } from './defineCall';
import { PortalError, type PortalErrorInit } from './PortalError';
import { retryAfterMsOf } from './retryAfter';
import { DEFAULT_SERVICE_SEGMENTS, type ServiceSegments } from './serviceSegments';
import { canReportUploadProgress, xhrUploadFetch, type UploadProgress } from './xhrUploadFetch';
import { describeSchemaIssues } from './schemaIssues';

/** Interface language as the backend reads it in `?lang=` (spec 000 §3: sent lowercase). */
export type ApiLanguage = 'en' | 'ar';

/** A fetch-compatible function; Hono's `app.fetch` fits once wrapped to return a promise. */
export type FetchLike = (input: Request, init?: RequestInit) => Promise<Response>;

/**
 * The signed-in user as the page knows them (spec 000 §6: "identity … is supplied by the page").
 * Only `uuid` travels today, in the request header block of the applications calls (spec 000 §7).
 */
export interface PortalIdentity {
  /** The user's unique id, sent as `UUID`. */
  readonly uuid: string;
  readonly nationalId?: string;
  readonly fullName?: string;
  readonly email?: string;
}

/** A value known now, or read when a call needs it (a token that rotates, a user who signs in later). */
export type Provided<T> = T | (() => T | undefined | Promise<T | undefined>);

export interface PortalClientOptions {
  /** Origin (and optional path prefix) the spec's paths are appended to, e.g. `https://portal.example`. */
  readonly baseUrl: string;
  /**
   * Interface language, sent as `?lang=` where the spec says so and as `Accept-Language` on every
   * call, so the server's refusals come in the reader's language (issue R).
   */
  readonly lang: ApiLanguage;
  /** Transport; defaults to the global `fetch`. Tests pass a stub or the sandbox's `app.fetch`. */
  readonly fetch?: FetchLike;
  /** Extra headers on every call (tracing, channel). */
  readonly headers?: Readonly<Record<string, string>>;
  /** Real names of the services in `{…}` path segments. */
  readonly services?: Partial<ServiceSegments>;
  /** Time limit per call in ms (default 15 000). */
  readonly timeoutMs?: number;
  /** Time limit per upload in ms (default 120 000): a 10 MB scan-and-store on a slow line takes time. */
  readonly uploadTimeoutMs?: number;
  /**
   * Retries of idempotent GETs on 408/429/5xx (default 2, with ky's backoff). POSTs are never retried.
   * `delayMs` replaces the backoff (tests pass `() => 0`).
   */
  readonly retry?: { readonly limit?: number; readonly delayMs?: (attempt: number) => number };
  /**
   * Anti-forgery token sent on calls that change server state through an upload (spec 000 §6).
   * Choice: a call that needs it and finds none is refused before sending rather than sent bare.
   */
  readonly csrfToken?: Provided<string>;
  /** Header the CSRF token travels in (default `x-csrf-token`). */
  readonly csrfHeader?: string;
  /** The signed-in user; calls that must name the user refuse to run without it. */
  readonly identity?: Provided<PortalIdentity>;
  /** Clock for timestamps the client writes (error logs); defaults to the system clock. */
  readonly now?: () => Date;
  /** Told of every failure except aborts, including failures a flow swallows on purpose. */
  readonly onError?: (error: PortalError) => void;
  /**
   * Told once of each 401 answer (`PortalError` kind `unauthorized`), silent calls included, so the
   * app can send the user to sign in or unlock. The call still rejects with that error; a hook that
   * throws is ignored.
   */
  readonly onUnauthorized?: (error: PortalError) => void;
  /**
   * Told of every HTTP answer before it is read, whatever its status (retried attempts and 401s
   * included), so the app can read a header every answer carries (the sandbox's
   * `x-portal-sandbox` marker). A hook that throws is ignored. Only the headers and status are
   * meant for it: the client reads the body.
   */
  readonly onResponse?: (response: Response) => void;
}

export interface SendOptions<TRequest> {
  /** The wire payload; checked against the call's request schema before anything is sent. */
  readonly request: TRequest;
  /** Values for `{…}` path segments that are not service names (`{entity}`, `{id}`). */
  readonly params?: Readonly<Record<string, string>>;
  readonly signal?: AbortSignal | undefined;
  /** Per-call extra headers. */
  readonly headers?: Readonly<Record<string, string>>;
  /**
   * Progress of a multipart upload. Reported through XMLHttpRequest when the platform has it and no
   * fetch was injected; otherwise the upload goes through fetch and this is called once, at the end.
   */
  readonly onUploadProgress?: (progress: UploadProgress) => void;
  /** Keeps this call's failures from `onError`; the error logger uses it so a failed log cannot loop. */
  readonly silent?: boolean;
}

/** Per-call options every client function accepts. */
export interface CallOptions {
  readonly signal?: AbortSignal | undefined;
}

export interface PortalClient {
  readonly options: Readonly<PortalClientOptions>;
  /**
   * Sends one call and resolves with its parsed answer.
   * @throws {PortalError} always, and nothing else, on any failure.
   */
  send<TRequest, TResponse>(
    call: CallDefinition<TRequest, TResponse>,
    options: SendOptions<TRequest>,
  ): Promise<TResponse>;
  /** Reports a failure that a flow handles itself (spec 001 §8 "swallowed") to `onError`. */
  report(error: PortalError): void;
  /**
   * Builds, reports and returns a PortalError for a failure a client function finds in a well-formed
   * answer (a missing receipt, an unparsable embedded JSON field).
   */
  fail(init: PortalErrorInit): PortalError;
  /** The signed-in user, or a PortalError naming the call that needed one. */
  identity(call: string): Promise<PortalIdentity>;
  /** The injected clock, or the system clock. */
  now(): Date;
}

const DEFAULT_TIMEOUT_MS = 15_000;
const DEFAULT_UPLOAD_TIMEOUT_MS = 120_000;
const DEFAULT_CSRF_HEADER = 'x-csrf-token';

/**
 * Creates the client every API area calls through (issue 4 "one client, one error model").
 *
 * @example
 * const client = createPortalClient({ baseUrl: location.origin, lang: 'en' });
 * const unread = await getNotificationCount(client);
 * @throws {RangeError} when `baseUrl` or `lang` is not valid; a programming error, thrown at once.
 */
export function createPortalClient(options: PortalClientOptions): PortalClient {
  if (
    typeof options.baseUrl !== 'string' ||
    !/^(https?:\/\/[^/]+)?(\/.*)?$/.test(options.baseUrl)
  ) {
    throw new RangeError(
      `createPortalClient: baseUrl must be an http(s) origin or a path, got "${String(options.baseUrl)}"`,
    );
  }
  if (options.lang !== 'en' && options.lang !== 'ar') {
    throw new RangeError(
      `createPortalClient: lang must be "en" or "ar", got "${String(options.lang)}"`,
    );
  }
  const services: ServiceSegments = { ...DEFAULT_SERVICE_SEGMENTS, ...options.services };
  const base = options.baseUrl.replace(/\/+$/, '');
  const delayMs = options.retry?.delayMs;
  // Only a call its definition marks idempotent is retried (by default a GET; a read-only POST may say
  // so): anything else may have changed state on the server, or, like the session lock, backs off by
  // itself and must not be multiplied by a retry here.
  const retryIdempotent = {
    limit: options.retry?.limit ?? 2,
    methods: ['get', 'post'],
    statusCodes: [408, 429, 500, 502, 503, 504],
    ...(delayMs ? { delay: delayMs } : {}),
  };
  const http = ky.create({
    timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    headers: { accept: 'application/json', 'accept-language': options.lang, ...options.headers },
    ...(options.fetch ? { fetch: options.fetch as typeof fetch } : {}),
    ...(options.onResponse
      ? {
          hooks: {
            afterResponse: [
              (_request: Request, _options: unknown, response: Response) => {
                try {
                  options.onResponse?.(response);
                } catch {
                  // A broken listener must not turn an answer into a failure.
                }
              },
            ],
          },
        }
      : {}),
  });

  const report = (error: PortalError): void => {
    if (error.kind !== 'aborted') notify(options.onError, error);
  };
  const fail = (init: PortalErrorInit): PortalError => {
    const error = new PortalError({ ...init, requestLanguage: options.lang });
    report(error);
    return error;
  };

  async function identity(call: string): Promise<PortalIdentity> {
    let value: PortalIdentity | undefined;
    try {
      value = await resolveProvided(options.identity);
    } catch (cause) {
      throw fail({
        kind: 'invalid-request',
        call,
        issues: ['identity: the identity provider failed'],
        cause,
      });
    }
    if (!value || typeof value.uuid !== 'string' || value.uuid.trim() === '') {
      throw fail({
        kind: 'invalid-request',
        call,
        issues: ['identity.uuid: a signed-in user is required'],
      });
    }
    return value;
  }

  async function send<TRequest, TResponse>(
    call: CallDefinition<TRequest, TResponse>,
    sendOptions: SendOptions<TRequest>,
  ): Promise<TResponse> {
    const failCall = (init: Omit<PortalErrorInit, 'call'>): PortalError => {
      const error = new PortalError({
        ...init,
        call: call.id,
        idempotent: call.idempotent,
        serverMessage: call.showsServerMessage ? init.serverMessage : undefined,
        requestLanguage: options.lang,
      });
      if (!sendOptions.silent) report(error);
      if (error.kind === 'unauthorized') notify(options.onUnauthorized, error);
      return error;
    };
    if (sendOptions.signal?.aborted) {
      throw failCall({ kind: 'aborted', cause: sendOptions.signal.reason });
    }

    const checked = safeParse(call.request, sendOptions.request);
    if (!checked.success) {
      throw failCall({
        kind: 'invalid-request',
        issues: describeSchemaIssues(checked.error.issues, {
          payload: sendOptions.request,
          schema: call.request,
          rootLabel: call.encoding === 'query' ? '(query)' : '(body)',
        }),
      });
    }
    const path = fillPath(call.path, { ...services, ...sendOptions.params });
    if (typeof path !== 'string') {
      throw failCall({
        kind: 'invalid-request',
        issues: [`missing path parameter {${path.missing}}`],
      });
    }

    const headers: Record<string, string> = { ...sendOptions.headers };
    if (call.csrf) {
      let token: string | undefined;
      try {
        token = await resolveProvided(options.csrfToken);
      } catch (cause) {
        throw failCall({
          kind: 'invalid-request',
          issues: ['csrfToken: the token provider failed'],
          cause,
        });
      }
      if (typeof token !== 'string' || token === '') {
        throw failCall({
          kind: 'invalid-request',
          issues: ['csrfToken: this call needs a CSRF token'],
        });
      }
      headers[options.csrfHeader ?? DEFAULT_CSRF_HEADER] = token;
    }

    const searchParams = new URLSearchParams();
    if (call.langQuery) searchParams.set('lang', options.lang);
    if (call.encoding === 'query') appendQuery(searchParams, checked.data);

    const upload = call.encoding === 'multipart';
    const onProgress = sendOptions.onUploadProgress;
    const progressFetch =
      upload && onProgress && !options.fetch && canReportUploadProgress()
        ? xhrUploadFetch(onProgress)
        : undefined;

    let response: Response;
    try {
      response = await http(base + path, {
        method: call.method,
        searchParams,
        retry: call.idempotent ? retryIdempotent : 0,
        ...(upload ? { timeout: options.uploadTimeoutMs ?? DEFAULT_UPLOAD_TIMEOUT_MS } : {}),
        ...(progressFetch ? { fetch: progressFetch as typeof fetch } : {}),
        // ky replaces the instance headers with an explicit `headers: undefined`; pass only real ones.
        ...(sendOptions.signal ? { signal: sendOptions.signal } : {}),
        ...(Object.keys(headers).length > 0 ? { headers } : {}),
        ...encodeBody(call.encoding, checked.data),
      });
    } catch (cause) {
      throw failCall(await classifyFailure(cause, sendOptions.signal));
    }
    if (upload && onProgress && !progressFetch) notifyDone(onProgress);

    let text: string;
    try {
      text = await response.text();
    } catch (cause) {
      throw failCall(await classifyFailure(cause, sendOptions.signal));
    }
    const body = readJson(text);
    if (!body.ok) {
      throw failCall({
        kind: 'invalid-response',
        status: response.status,
        issues: ['answer is not JSON'],
      });
    }
    if (call.failsOnUnsuccessful && isUnsuccessful(body.value)) {
      throw failCall({
        kind: 'business',
        status: response.status,
        serverMessage: messageOf(body.value),
        issues: ['success: false'],
      });
    }
    const parsed = safeParse(call.response, body.value);
    if (!parsed.success) {
      throw failCall({
        kind: 'invalid-response',
        status: response.status,
        serverMessage: messageOf(body.value),
        issues: describeSchemaIssues(parsed.error.issues, {
          payload: body.value,
          schema: call.response,
        }),
      });
    }
    return parsed.data;
  }

  return {
    options,
    send,
    report,
    fail,
    identity,
    now: () => options.now?.() ?? new Date(),
  };
}

/** Calls an app's listener; a broken listener must not turn a PortalError into something else. */
function notify(listener: ((error: PortalError) => void) | undefined, error: PortalError): void {
  try {
    listener?.(error);
  } catch {
    // Ignored on purpose: the caller still receives the PortalError.
  }
}

async function resolveProvided<T>(value: Provided<T> | undefined): Promise<T | undefined> {
  return typeof value === 'function'
    ? await (value as () => T | undefined | Promise<T | undefined>)()
    : value;
}

function notifyDone(onProgress: (progress: UploadProgress) => void): void {
  try {
    onProgress({ loaded: 1, total: 1, fraction: 1 });
  } catch {
    // A progress listener's own bug must not fail an upload that succeeded.
  }
}

type FilledPath = string | { missing: string };

function fillPath(
  template: string,
  values: Readonly<Record<string, string | undefined>>,
): FilledPath {
  let missing: string | undefined;
  const filled = template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = values[name];
    if (typeof value !== 'string' || value === '') {
      missing ??= name;
      return '';
    }
    return encodeURIComponent(value);
  });
  return missing === undefined ? filled : { missing };
}

function appendQuery(target: URLSearchParams, payload: unknown): void {
  if (payload === null || typeof payload !== 'object') return;
  for (const [key, value] of Object.entries(payload)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value) target.append(key, String(item));
      continue;
    }
    target.set(key, String(value));
  }
}

function encodeBody(encoding: CallDefinition<unknown, unknown>['encoding'], payload: unknown) {
  if (encoding === 'json') return payload === undefined ? {} : { json: payload };
  if (encoding === 'multipart') return { body: toFormData(payload) };
  return {};
}

/** Multipart fields from a validated payload: blobs as files (keeping a File's name), the rest as text. */
function toFormData(payload: unknown): FormData {
  const form = new FormData();
  if (payload === null || typeof payload !== 'object') return form;
  for (const [key, value] of Object.entries(payload)) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) {
      form.append(key, value, value instanceof File ? value.name : key);
    } else {
      form.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
    }
  }
  return form;
}

type JsonRead = { ok: true; value: unknown } | { ok: false };

function readJson(text: string): JsonRead {
  // An empty body (204, or 200 with nothing) is read as `undefined`; the call's schema decides.
  if (text.trim() === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

function isUnsuccessful(body: unknown): boolean {
  return (
    body !== null &&
    typeof body === 'object' &&
    (body as Record<string, unknown>)['success'] === false
  );
}

function messageOf(body: unknown): unknown {
  if (body === null || typeof body !== 'object') return undefined;
  const record = body as Record<string, unknown>;
  return record['message'] ?? record['Message'] ?? record['error'];
}

async function classifyFailure(
  cause: unknown,
  signal: AbortSignal | undefined,
): Promise<Omit<PortalErrorInit, 'call'>> {
  if (signal?.aborted) return { kind: 'aborted', cause };
  if (cause instanceof TimeoutError) return { kind: 'timeout', cause };
  if (cause instanceof HTTPError) {
    // Choice: a 401's text ("You are not signed in") is not shown; the app signs in or unlocks instead.
    if (cause.response.status === 401) return { kind: 'unauthorized', status: 401, cause };
    let serverMessage: unknown;
    try {
      const body = readJson(await cause.response.text());
      serverMessage = body.ok ? messageOf(body.value) : undefined;
    } catch {
      serverMessage = undefined;
    }
    const retryAfterMs = retryAfterMsOf(cause.response.headers.get('retry-after'), Date.now());
    return {
      kind: 'http',
      status: cause.response.status,
      serverMessage,
      ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
      cause,
    };
  }
  // `AbortSignal.timeout()` in a transport rejects with a TimeoutError DOMException.
  if (cause instanceof Error && cause.name === 'TimeoutError') return { kind: 'timeout', cause };
  if (cause instanceof Error && cause.name === 'AbortError') return { kind: 'aborted', cause };
  return { kind: 'network', cause };
}
