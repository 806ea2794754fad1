import type { MiddlewareHandler } from 'hono';
import type { LatencySource } from './latency';
import { FAULT_HEADER, FAULT_QUERY, parseFault, type Fault } from './faults';
import type { SessionVariables } from './sessions';
import { BUSINESS_REFUSALS } from '../refusals/business';
import { langOf } from './requestLanguage';

/** Waits `ms` milliseconds; injected so tests can check latency without sleeping. */
export type Sleep = (ms: number) => Promise<void>;

/** The real sleep, for the served sandbox. */
export const realSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Applies a fault from the request (header or query flag) or from the session's standing rules. The
 * request's own fault wins, so a test can override a rule set by a designer. A badly written fault is
 * itself refused with a 400 that says what is wrong, instead of being silently ignored.
 *
 * Every request first waits the sandbox's latency (none unless configured); a fault's own
 * `latency=` replaces it, so `latency=0` answers at once even in a slow sandbox.
 */
export function faultMiddleware(
  sleep: Sleep,
  latency: LatencySource = () => 0,
): MiddlewareHandler<{ Variables: SessionVariables }> {
  return async (c, next) => {
    const written = headerFault(c.req.header(FAULT_HEADER)) ?? c.req.query(FAULT_QUERY);
    let fault: Fault | undefined;
    if (written !== undefined) {
      const parsed = parseFault(written);
      if (!parsed.ok) {
        return c.json(
          { success: false, message: `Invalid sandbox fault "${written}": ${parsed.problem}.` },
          400,
        );
      }
      fault = parsed.fault;
    } else {
      fault = c.var.session.faults.take(c.req.method, c.req.path);
    }
    const waitMs = fault?.latencyMs ?? latency();
    if (waitMs > 0) await sleep(waitMs);
    if (!fault) return next();

    c.header('x-sandbox-fault-applied', describeFault(fault));
    // A fault's own `message=` is said as written, whatever the request's language: the way to
    // send a page a refusal in another language (issue R). Without one, the reader's language.
    const message = fault.message ?? BUSINESS_REFUSALS.injectedFault[langOf(c)];
    if (fault.status !== undefined) {
      // The status was range-checked by parseFault; Hono's type wants a literal union.
      return c.json({ success: false, message }, fault.status as 500);
    }
    if (fault.business) return c.json({ success: false, message }, 200);
    if (fault.malformed)
      return c.html('<!doctype html><title>Bad gateway</title><h1>Bad gateway</h1>', 200);
    return next();
  };
}

/** The fault in the same short form it is written in, for the response header and the log. */
export function describeFault(fault: Fault): string {
  const parts: string[] = [];
  if (fault.status !== undefined) parts.push(String(fault.status));
  if (fault.business) parts.push('business');
  if (fault.malformed) parts.push('malformed');
  if (fault.latencyMs !== undefined) parts.push(`latency=${fault.latencyMs}`);
  return parts.join(',');
}

/**
 * A fault from the header, percent-decoded: a header carries only Latin-1, so a `message=` in
 * Arabic travels as `encodeURIComponent` wrote it. A value that is not valid percent-encoding is
 * read as written.
 */
function headerFault(value: string | undefined): string | undefined {
  if (value === undefined || !value.includes('%')) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
