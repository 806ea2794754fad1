import ky, { HTTPError, TimeoutError } from 'ky';
import { safeParse } from 'zod/mini';
import type { CallDefinition } from './defineCall';
import { PortalError, type PortalErrorInit } from './PortalError';
import { DEFAULT_SERVICE_SEGMENTS, type ServiceSegments } from './serviceSegments';

/** Interface language as the backend reads it in `?lang=` (spec 000 §3: sent lowercase). */
export type ApiLanguage = 'en' | 'ar';

/** A fetch-compatible function; Hono's `app.fetch` fits once wrapped to return a promise. */
export type FetchLike = (input: Request) => Promise<Response>;

export interface PortalClientOptions {
  /** Origin (and optional path prefix) the spec's paths are appended to, e.g. `https://portal.example`. */
  readonly baseUrl: string;
  /** Interface language, sent as `?lang=` where the spec says so. */
  readonly lang: ApiLanguage;
  /** Transport; defaults to the global `fetch`. Tests pass a stub or the sandbox's `app.fetch`. */
  readonly fetch?: FetchLike;
  /** Extra headers on every call (identity headers, tracing). */
  readonly headers?: Readonly<Record<string, string>>;
  /** Real names of the services in `{…}` path segments. */
  readonly services?: Partial<ServiceSegments>;
  /** Time limit per call in ms (default 15 000). */
  readonly timeoutMs?: number;
  /** Told of every failure except aborts, including failures a flow swallows on purpose. */
  readonly onError?: (error: PortalError) => void;
}

export interface SendOptions<TRequest> {
  /** The wire payload; checked against the call's request schema before anything is sent. */
  readonly request: TRequest;
  /** Values for `{…}` path segments that are not service names (`{entity}`, `{id}`). */
  readonly params?: Readonly<Record<string, string>>;
  readonly signal?: AbortSignal;
  /** Per-call extra headers. */
  readonly headers?: Readonly<Record<string, string>>;
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
}

const DEFAULT_TIMEOUT_MS = 15_000;

/**
 * Creates the client every API area calls through.
 *
 * @example
 * const client = createPortalClient({ baseUrl: location.origin, lang: 'en' });
 * const unread = await getNotificationCount(client);
 */
export function createPortalClient(options: PortalClientOptions): PortalClient {
  if (!/^(https?:\/\/[^/]+)?(\/.*)?$/.test(options.baseUrl)) {
    throw new TypeError(
      `createPortalClient: baseUrl must be an http(s) origin or a path, got "${options.baseUrl}"`,
    );
  }
  const services: ServiceSegments = { ...DEFAULT_SERVICE_SEGMENTS, ...options.services };
  const base = options.baseUrl.replace(/\/+$/, '');
  const http = ky.create({
    timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    // Only idempotent reads are retried; a POST may have changed state on the server.
    retry: { limit: 2, methods: ['get'], statusCodes: [408, 429, 500, 502, 503, 504] },
    headers: { accept: 'application/json', ...options.headers },
    ...(options.fetch ? { fetch: options.fetch as typeof fetch } : {}),
  });

  const report = (error: PortalError): void => {
    if (error.kind !== 'aborted') options.onError?.(error);
  };

  async function send<TRequest, TResponse>(
    call: CallDefinition<TRequest, TResponse>,
    sendOptions: SendOptions<TRequest>,
  ): Promise<TResponse> {
    const fail = (init: Omit<PortalErrorInit, 'call'>): PortalError => {
      const error = new PortalError({ ...init, call: call.id });
      report(error);
      return error;
    };

    const checked = safeParse(call.request, sendOptions.request);
    if (!checked.success) {
      throw fail({ kind: 'invalid-request', issues: describeIssues(checked.error.issues) });
    }
    const path = fillPath(call.path, { ...services, ...sendOptions.params });
    if (typeof path !== 'string') {
      throw fail({ kind: 'invalid-request', issues: [`missing path parameter {${path.missing}}`] });
    }

    const searchParams = new URLSearchParams();
    if (call.langQuery) searchParams.set('lang', options.lang);
    if (call.encoding === 'query') appendQuery(searchParams, checked.data);

    let response: Response;
    try {
      response = await http(base + path, {
        method: call.method,
        searchParams,
        // ky replaces the instance headers with an explicit `headers: undefined`; pass only real ones.
        ...(sendOptions.signal ? { signal: sendOptions.signal } : {}),
        ...(sendOptions.headers ? { headers: sendOptions.headers } : {}),
        ...encodeBody(call.encoding, checked.data),
      });
    } catch (cause) {
      throw fail(await classifyFailure(cause, sendOptions.signal));
    }

    let text: string;
    try {
      text = await response.text();
    } catch (cause) {
      throw fail(await classifyFailure(cause, sendOptions.signal));
    }
    const body = readJson(text);
    if (!body.ok) {
      throw fail({
        kind: 'invalid-response',
        status: response.status,
        issues: ['answer is not JSON'],
      });
    }
    const parsed = safeParse(call.response, body.value);
    if (!parsed.success) {
      throw fail({
        kind: 'invalid-response',
        status: response.status,
        serverMessage: messageOf(body.value),
        issues: describeIssues(parsed.error.issues),
      });
    }
    return parsed.data;
  }

  return { options, send, report };
}

type FilledPath = string | { missing: string };

function fillPath(template: string, values: Readonly<Record<string, string | undefined>>): FilledPath {
  let missing: string | undefined;
  const filled = template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === '') {
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
    target.set(key, String(value));
  }
}

function encodeBody(encoding: CallDefinition<unknown, unknown>['encoding'], payload: unknown) {
  if (encoding === 'json') return payload === undefined ? {} : { json: payload };
  if (encoding === 'multipart' && payload instanceof FormData) return { body: payload };
  return {};
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
    let serverMessage: unknown;
    try {
      const body = readJson(await cause.response.text());
      serverMessage = body.ok ? messageOf(body.value) : undefined;
    } catch {
      serverMessage = undefined;
    }
    return { kind: 'http', status: cause.response.status, serverMessage, cause };
  }
  if (cause instanceof Error && cause.name === 'AbortError') return { kind: 'aborted', cause };
  return { kind: 'network', cause };
}

interface IssueLike {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

function describeIssues(issues: readonly IssueLike[]): string[] {
  return issues.map((issue) => {
    const where = issue.path.map(String).join('.') || '(root)';
    return `${where}: ${issue.message}`;
  });
}
