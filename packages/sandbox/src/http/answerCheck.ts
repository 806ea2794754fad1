import type { CallDefinition } from '@portal/core/client';
import { safeParse } from 'zod/mini';
import { describeIssues } from './describeIssues';

/**
 * What to do when the sandbox's own answer does not match core's response schema (a sandbox bug, or
 * core's contract moved on):
 * - `strict`: replace it with a 500 naming the call and the first mismatch, so it cannot go unseen;
 * - `warn`: send it anyway and report the mismatch to the `log` option;
 * - `off`: do not check.
 */
export type AnswerCheck = 'strict' | 'warn' | 'off';

/** The mismatches of a successful JSON answer with the call's response schema; empty when it matches. */
export async function answerMismatches(
  call: CallDefinition<unknown, unknown>,
  response: Response,
): Promise<string[]> {
  if (response.status < 200 || response.status >= 300) return [];
  if (!(response.headers.get('content-type') ?? '').includes('application/json')) return [];
  let body: unknown;
  try {
    body = await response.clone().json();
  } catch {
    return ['(body): the answer is not JSON'];
  }
  const parsed = safeParse(call.response, body);
  if (parsed.success) return [];
  return describeIssues(parsed.error.issues, { payload: body, schema: call.response });
}
