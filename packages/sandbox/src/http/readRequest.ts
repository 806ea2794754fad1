import type { CallDefinition } from '@portal/core/client';
import type { Context } from 'hono';
import { safeParse } from 'zod/mini';
import { describeIssues } from './describeIssues';
import { VALIDATION_REFUSALS } from '../refusals/validation';
import { refuse } from './refuse';

/** A validated request, or the 400 answer that refuses it. */
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

/**
 * Reads and validates a request with core's request schema, exactly as the real backend would
 * refuse it: 400 with a message naming the first problem as a sentence (`pinCode: expected a string
 * of 4 digits, got number`) and every problem in `issues`. A query string is read as sent and, when
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
      return {
        ok: false,
        response: refuse(c, 400, VALIDATION_REFUSALS.notMultipart(call.id)),
      };
    }
    payload = formFields(form);
  } else {
    const text = await c.req.text();
    if (text.trim() === '') payload = undefined;
    else {
      try {
        payload = JSON.parse(text);
      } catch {
        return {
          ok: false,
          response: refuse(c, 400, VALIDATION_REFUSALS.notJson(call.id)),
        };
      }
    }
  }
  let parsed = safeParse(call.request, payload);
  let issues = parsed.error?.issues;
  let issuePayload = payload;
  if (!parsed.success && call.encoding === 'query') {
    const coerced = coerceQuery(payload as Record<string, string>);
    const retried = safeParse(call.request, coerced);
    if (retried.success) parsed = retried;
    else {
      // A query carries only text: a field is wrong only when it fails both as sent and restored
      // ("12" for a number passes once restored; "abc" fails both ways).
      const failingBothWays = new Set(retried.error.issues.map((issue) => issue.path.join('.')));
      const real = (issues ?? []).filter((issue) => failingBothWays.has(issue.path.join('.')));
      if (real.length > 0) issues = real;
      else [issues, issuePayload] = [retried.error.issues, coerced];
    }
  }
  if (!parsed.success) {
    const described = describeIssues(issues ?? parsed.error.issues, {
      payload: issuePayload,
      schema: call.request,
      rootLabel: call.encoding === 'query' ? '(query)' : '(body)',
    });
    const [firstIssue] = issues ?? parsed.error.issues;
    const field =
      firstIssue?.path.map(String).join('.') || (call.encoding === 'query' ? '(query)' : '(body)');
    return {
      ok: false,
      response: refuse(
        c,
        400,
        VALIDATION_REFUSALS.field(
          call.id,
          field,
          described[0] ?? 'unknown problem',
          described.length - 1,
        ),
        described,
      ),
    };
  }
  return { ok: true, value: parsed.data };
}
