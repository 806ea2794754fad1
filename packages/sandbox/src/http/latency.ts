import { createRandom } from '../state/random';
import { MAX_FAULT_LATENCY_MS } from './faults';

/**
 * How long the sandbox waits before answering each `/api` and `/pub` request, so loading states,
 * races and "Continue during a slow lock" show up in development as they would against a real
 * backend. A fixed delay is a range whose ends are equal.
 */
export interface LatencyRange {
  /** Shortest wait, in ms. */
  readonly minMs: number;
  /** Longest wait, in ms (at most {@link MAX_FAULT_LATENCY_MS}). */
  readonly maxMs: number;
}

/**
 * The latency of the served sandbox (`npm start`, the CLI) unless switched: 150–600 ms, spread so
 * that two requests sent together rarely answer in the order they were sent. Tests and
 * `createSandbox` default to none.
 */
export const DEFAULT_SERVED_LATENCY: LatencyRange = { minMs: 150, maxMs: 600 };

/** A parsed latency switch: the range, `undefined` for none, or the problem with how it was written. */
export type LatencyParse =
  { ok: true; latency: LatencyRange | undefined } | { ok: false; problem: string };

const WHOLE_MS = /^\d{1,6}$/;

/**
 * Reads a latency switch (`PORTAL_SANDBOX_LATENCY`, `--latency=`): `off` (or `0`, `none`, `false`)
 * for none, `300` for a fixed 300 ms, `150-600` for a jittered range.
 */
export function parseLatency(text: string): LatencyParse {
  const value = text.trim().toLowerCase();
  if (['off', 'none', 'false', '0'].includes(value)) return { ok: true, latency: undefined };
  const [first = '', second, ...extra] = value.split('-').map((part) => part.trim());
  const ends = second === undefined ? [first, first] : [first, second];
  if (extra.length > 0 || !ends.every((end) => WHOLE_MS.test(end))) {
    return {
      ok: false,
      problem: `latency "${text}" must be off, a number of ms (300) or a range (150-600)`,
    };
  }
  const [minMs, maxMs] = ends.map(Number) as [number, number];
  if (minMs > maxMs)
    return { ok: false, problem: `latency "${text}": the shortest wait comes first` };
  if (maxMs > MAX_FAULT_LATENCY_MS)
    return { ok: false, problem: `latency "${text}" is longer than ${MAX_FAULT_LATENCY_MS} ms` };
  return { ok: true, latency: maxMs === 0 ? undefined : { minMs, maxMs } };
}

/** Gives the wait before each answer, in ms. */
export type LatencySource = () => number;

/**
 * The waits for a range, drawn from the seed: the same seed and the same order of requests give the
 * same waits, so a slow-path bug seen once can be replayed.
 */
export function latencySource(range: LatencyRange | undefined, seed: number): LatencySource {
  if (range === undefined || range.maxMs === 0) return () => 0;
  const random = createRandom((seed ^ 0x1a7e0c) >>> 0);
  return () => random.int(range.minMs, range.maxMs);
}

/**
 * The range of a latency option: a number is a fixed wait, a range is kept, nothing is none.
 * @throws {RangeError} when a wait is negative, not a whole number of ms, longer than
 * {@link MAX_FAULT_LATENCY_MS}, or the range is upside down (a configuration error).
 */
export function latencyRangeOf(
  latency: number | LatencyRange | undefined,
): LatencyRange | undefined {
  if (latency === undefined) return undefined;
  const range = typeof latency === 'number' ? { minMs: latency, maxMs: latency } : latency;
  const valid = (ms: number) => Number.isInteger(ms) && ms >= 0 && ms <= MAX_FAULT_LATENCY_MS;
  if (!valid(range.minMs) || !valid(range.maxMs) || range.minMs > range.maxMs) {
    throw new RangeError(
      `latency must be whole ms from 0 to ${MAX_FAULT_LATENCY_MS}, shortest first; got ${JSON.stringify(latency)}`,
    );
  }
  return range;
}

/** The latency in words, as the startup banner, the index page and the health check write it. */
export function describeLatency(latency: LatencyRange | undefined): string {
  if (latency === undefined || latency.maxMs === 0) return 'off';
  return latency.minMs === latency.maxMs
    ? `${latency.minMs} ms`
    : `${latency.minMs}–${latency.maxMs} ms`;
}
