import type { Context } from 'hono';
import type { Bilingual } from '../state/text';
import { langOf } from './requestLanguage';

/** The error body every sandbox refusal uses: the shape core reads a server message from. */
export interface SandboxErrorBody {
  readonly success: false;
  readonly message: string;
  readonly issues?: readonly string[];
}

/** Statuses the sandbox refuses with. */
export type RefusalStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 502 | 503;

/**
 * Answers with the error body core reads (`{ success: false, message }`), the message in the
 * request's language (`langOf`: `?lang=`, else `Accept-Language`), so an Arabic page gets an
 * Arabic refusal (issue R). The words come from the refusal catalogues in `src/refusals/`, one per
 * kind (access, validation, not found, business); `issues` are developer detail and stay English,
 * as core's schema sentences are.
 */
export function refuse(
  c: Context,
  status: RefusalStatus,
  words: Bilingual,
  issues?: readonly string[],
): Response {
  return answer(c, status, words[langOf(c)], issues);
}

/**
 * A refusal of a sandbox control call (`/__sandbox/*`, the session clock, the captcha mode): these
 * are called by a developer's script or test, never by the portal on a reader's behalf, so their
 * message stays in English, the language of the sandbox's documentation.
 */
export function refuseControl(c: Context, status: RefusalStatus, message: string): Response {
  return answer(c, status, message);
}

function answer(
  c: Context,
  status: RefusalStatus,
  message: string,
  issues?: readonly string[],
): Response {
  const body: SandboxErrorBody = issues
    ? { success: false, message, issues }
    : { success: false, message };
  return c.json(body, status);
}
