import type { Context } from 'hono';

/** The error body every sandbox refusal uses: the shape core reads a server message from. */
export interface SandboxErrorBody {
  readonly success: false;
  readonly message: string;
  readonly issues?: readonly string[];
}

/** Statuses the sandbox refuses with. */
export type RefusalStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 502 | 503;

/** Answers with the error body core reads (`{ success: false, message }`). */
export function refuse(
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
