import * as z from 'zod/mini';
import type { SandboxContext, SandboxHono } from '../http/callRouter';
import { describeIssues } from '../http/describeIssues';
import { refuseControl } from '../http/refuse';

/** The longest move a request may ask for: a year. */
const MAX_ADVANCE_MS = 366 * 86_400_000;

const clockChangeSchema = z.object({
  /** Moves this session's time forward by this many ms. */
  advanceMs: z.optional(z.int().check(z.gte(0), z.lte(MAX_ADVANCE_MS))),
  /** Stops this session's time (`true`) or lets it run on (`false`); applied before `advanceMs`. */
  paused: z.optional(z.boolean()),
});

/**
 * `GET/POST/DELETE /__sandbox/clock`: the caller's session's clock, for tests that must move time on
 * the server as well as in the browser (the server's 30-minute idle deadline, the PIN slow-down),
 * without waiting and without moving anyone else's. `POST {"advanceMs": 1800000}` moves it on;
 * `{"paused": true}` stops it (time then moves only by `advanceMs`); `DELETE` returns to the sandbox's
 * clock. Each answers `{ now, offsetMs, paused }`. The state-changing calls carry a JSON body, as
 * every control call must.
 */
export function registerSessionClockControl(app: SandboxHono, sandboxNow: () => Date): void {
  const describe = (c: SandboxContext) =>
    c.json({ success: true, data: c.var.session.clock.describe(sandboxNow()) });

  app.get('/__sandbox/clock', describe);

  app.post('/__sandbox/clock', async (c) => {
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return refuseControl(
        c,
        400,
        'The body must be JSON: { "advanceMs": 1800000 } or { "paused": true }.',
      );
    }
    const change = z.safeParse(clockChangeSchema, body);
    if (!change.success) {
      const [first] = describeIssues(change.error.issues, {
        payload: body,
        schema: clockChangeSchema,
      });
      return refuseControl(c, 400, `Invalid clock change: ${first ?? 'unknown problem'}`);
    }
    const { clock } = c.var.session;
    if (change.data.paused !== undefined) clock.setPaused(change.data.paused, sandboxNow());
    if (change.data.advanceMs !== undefined) clock.advance(change.data.advanceMs);
    return describe(c);
  });

  app.delete('/__sandbox/clock', (c) => {
    c.var.session.clock.reset();
    return describe(c);
  });
}
