import { DEFAULT_SERVICE_SEGMENTS, type CallDefinition } from '@portal/core/client';
import type { Context, Hono } from 'hono';
import { safeParse } from 'zod/mini';
import type { SessionVariables } from './sessions';

/** The Hono app every route module registers on. */
export type SandboxHono = Hono<{ Variables: SessionVariables }>;

/** The request context every handler receives. */
export type SandboxContext = Context<{ Variables: SessionVariables }>;

/**
 * The Hono route of a core call: service segments take their default names, every other `{name}`
 * becomes a route parameter (`{entity}` → `:entity`).
 */
export function routePathOf(call: Pick<CallDefinition<unknown, unknown>, 'path'>): string {
  return call.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    name in DEFAULT_SERVICE_SEGMENTS
      ? DEFAULT_SERVICE_SEGMENTS[name as keyof typeof DEFAULT_SERVICE_SEGMENTS]
      : `:${name}`,
  );
}

/** The error body every sandbox refusal uses: the shape core reads a server message from. */
export interface SandboxErrorBody {
  readonly success: false;
  readonly message: string;
  readonly issues?: readonly string[];
}

/** Statuses the sandbox refuses with. */
export type RefusalStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 502 | 503;

export type RequestRead<T> = { ok: true; value: T } | { ok: false; response: Response };

/** Query values as a typed client would have sent them before `String()`: `"true"` → true, `"12"` → 12. */
function coerceQuery(query: Record<string, string>): Record<string, unknown> {
  const coerced: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === 'true' || value === 'false') coerced[key] = value === 'true';
    else if (/^-?\d+(\.\d+)?$/.test(value)) coerced[key] = Number(value);
    else coerced[key] = value;
  }
  return coerced;
}

/** Multipart fields as the object core's schema describes: one value per name, a list when repeated. */
function formFields(form: FormData): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const name of new Set(form.keys())) {
    const values = form.getAll(name);
    fields[name] = values.length === 1 ? values[0] : values;
  }
  return fields;
}

function describeIssues(issues: ReadonlyArray<{ readonly path: readonly PropertyKey[]; readonly message: string }>): string[] {
  return issues.map((issue) => `${issue.path.map(String).join('.') || '(body)'}: ${issue.message}`);
}

/**
 * Reads and validates a request with core's request schema, exactly as the real backend would
 * refuse it: 400 with a message naming the first problem. A query string is read as sent and, when
 * that fails, with booleans and numbers restored, because a query carries only text.
 */
export async function readRequest<TRequest>(
  c: Context,
  call: CallDefinition<TRequest, unknown>,
): Promise<RequestRead<TRequest>> {
  let payload: unknown;
  if (call.encoding === 'query') {
    payload = c.req.query();
  } else if (call.encoding === 'multipart') {
    const form = await c.req.formData().catch(() => undefined);
    if (form === undefined) {
      return { ok: false, response: refuse(c, 400, `Invalid request to ${call.id}: the body is not a multipart form.`) };
    }
    payload = formFields(form);
  } else {
    const text = await c.req.text();
    if (text.trim() === '') payload = undefined;
    else {
      try {
        payload = JSON.parse(text);
      } catch {
        return { ok: false, response: refuse(c, 400, `Invalid request to ${call.id}: the body is not valid JSON.`) };
      }
    }
  }
  let parsed = safeParse(call.request, payload);
  if (!parsed.success && call.encoding === 'query') {
    const retried = safeParse(call.request, coerceQuery(payload as Record<string, string>));
    if (retried.success) parsed = retried;
  }
  if (!parsed.success) {
    const issues = describeIssues(parsed.error.issues);
    return {
      ok: false,
      response: refuse(c, 400, `Invalid request to ${call.id}: ${issues[0] ?? 'unknown problem'}`, issues),
    };
  }
  return { ok: true, value: parsed.data };
}

/** Answers with the error body core reads (`{ success: false, message }`). */
export function refuse(c: Context, status: RefusalStatus, message: string, issues?: readonly string[]): Response {
  const body: SandboxErrorBody = issues ? { success: false, message, issues } : { success: false, message };
  return c.json(body, status);
}

/** Who may call an endpoint. */
export type Access =
  /** Anyone, signed in or not (public portal content). */
  | 'public'
  /** The signed-in user, with an unlocked session. */
  | 'user'
  /** The signed-in user even while the Stay Signed-In session is locked (lock, unlock). */
  | 'user-even-locked';

export interface AnswerOptions {
  /** Default `user` for `/api/…` paths and `public` for `/pub/…` paths. */
  readonly access?: Access;
}

/** Header a call marked `csrf` in core must carry the session's token in (core's default). */
export const CSRF_HEADER = 'x-csrf-token';

/** Refuses a call that core sends with a CSRF token when the token is missing or wrong (spec 000 §6). */
export function csrfRefusal(c: SandboxContext): Response | undefined {
  const token = c.req.header(CSRF_HEADER);
  if (token === undefined || token === '') return refuse(c, 403, 'The CSRF token is missing. Send it in the x-csrf-token header.');
  if (token !== c.var.world.auth.csrfToken) return refuse(c, 403, 'The CSRF token is wrong or expired. Reload the page and try again.');
  return undefined;
}

/** A handler gets the validated request; it answers with a Response (usually `c.json(...)`). */
export type CallHandler<TRequest> = (c: SandboxContext, request: TRequest) => Response | Promise<Response>;

/** Checks the session may call the endpoint; the refusal, or `undefined` when allowed. */
export function accessRefusal(c: SandboxContext, access: Access): Response | undefined {
  if (access === 'public') return undefined;
  const { auth } = c.var.world;
  if (!auth.signedIn) return refuse(c, 401, 'You are not signed in. Sign in to use this service.');
  if (access === 'user' && auth.longSession && auth.locked) {
    return refuse(c, 401, 'Your session is locked. Enter your PIN to resume it.');
  }
  return undefined;
}

/** Registers the sandbox's answers to core's calls and remembers which calls it answers. */
export interface CallRouter {
  readonly app: SandboxHono;
  /**
   * Registers the answer to one core call: its method, its path as core writes it, access control
   * and request validation with core's own schema. What the handler sends back is checked against
   * core's response schema by the contract suite.
   */
  answer<TRequest>(call: CallDefinition<TRequest, unknown>, handler: CallHandler<TRequest>, options?: AnswerOptions): void;
  /** Ids of the calls answered so far (the coverage test compares them with core's list). */
  readonly answered: ReadonlySet<string>;
}

export function createCallRouter(app: SandboxHono): CallRouter {
  const answered = new Set<string>();
  return {
    app,
    answered,
    answer(call, handler, options = {}) {
      const access = options.access ?? (call.path.startsWith('/pub/') ? 'public' : 'user');
      answered.add(call.id);
      app.on(call.method, routePathOf(call), async (c) => {
        const refusal = accessRefusal(c, access) ?? (call.csrf ? csrfRefusal(c) : undefined);
        if (refusal) return refusal;
        const request = await readRequest(c, call);
        if (!request.ok) return request.response;
        return handler(c, request.value);
      });
    },
  };
}

/** The `?lang=` of a request as `en` or `ar` (English unless Arabic is asked for). */
export function langOf(c: Context, fallback?: string): 'en' | 'ar' {
  const value = c.req.query('lang') ?? fallback;
  return value !== undefined && /^ar\b/i.test(value) ? 'ar' : 'en';
}
