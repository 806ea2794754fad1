import { DEFAULT_SERVICE_SEGMENTS, type CallDefinition } from '@portal/core/client';
import type { Context } from 'hono';
import { safeParse } from 'zod/mini';

/**
 * The Hono route of a core call: service segments take their default names, every other `{name}`
 * becomes a route parameter (`{entity}` → `:entity`).
 */
export function routePathOf(call: CallDefinition<unknown, unknown>): string {
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

export type RequestRead<T> = { ok: true; value: T } | { ok: false; response: Response };

/**
 * Reads and validates a request with core's request schema, exactly as the real backend would
 * refuse it: 400 with a message naming the first problem.
 */
export async function readRequest<TRequest>(
  c: Context,
  call: CallDefinition<TRequest, unknown>,
): Promise<RequestRead<TRequest>> {
  let payload: unknown;
  if (call.encoding === 'query') {
    payload = c.req.query();
  } else if (call.encoding === 'multipart') {
    payload = await c.req.formData().catch(() => undefined);
  } else {
    const text = await c.req.text();
    if (text.trim() === '') payload = undefined;
    else {
      try {
        payload = JSON.parse(text);
      } catch {
        return { ok: false, response: refuse(c, 400, 'The request body is not valid JSON.') };
      }
    }
  }
  const parsed = safeParse(call.request, payload);
  if (!parsed.success) {
    const issues = parsed.error.issues.map(
      (issue) => `${issue.path.map(String).join('.') || '(body)'}: ${issue.message}`,
    );
    return {
      ok: false,
      response: refuse(c, 400, `Invalid request to ${call.id}: ${issues[0] ?? 'unknown problem'}`, issues),
    };
  }
  return { ok: true, value: parsed.data };
}

export function refuse(
  c: Context,
  status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 502 | 503,
  message: string,
  issues?: readonly string[],
): Response {
  const body: SandboxErrorBody = issues ? { success: false, message, issues } : { success: false, message };
  return c.json(body, status);
}
