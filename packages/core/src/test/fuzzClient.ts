import fc from 'fast-check';
import { expect } from 'vitest';
import {
  createPortalClient,
  type PortalClient,
  type PortalClientOptions,
} from '../client/createPortalClient';
import { PortalError } from '../client/PortalError';
import { fetchAnswering, hostileAnswers } from './hostileAnswers';

/** One client function under fuzz: a valid answer to mutate, and how to call it. */
export interface FuzzTarget {
  readonly name: string;
  /** A valid wire answer; the fuzz mutates it. */
  readonly sample: unknown;
  readonly run: (client: PortalClient, signal: AbortSignal) => Promise<unknown>;
}

/** Cases run by every `fuzzTarget` call in this test process; suites print it. */
export const fuzzCounter = { cases: 0 };

/** Runs per target: 60 × 94 targets, about 6 s of CPU for the whole fuzz suite. */
export const FUZZ_RUNS = 60;

/**
 * Time limit per fuzzed target. Generous because two cores are shared with other suites; a target
 * alone takes well under a second.
 */
export const FUZZ_TIMEOUT_MS = 20_000;

/**
 * Asserts that `target` resolves or rejects with a PortalError (or an AbortError) for every hostile
 * answer, never with a TypeError or anything else.
 */
export async function fuzzTarget(
  target: FuzzTarget,
  extra: Partial<PortalClientOptions> = {},
  numRuns = FUZZ_RUNS,
): Promise<void> {
  await fc.assert(
    fc.asyncProperty(hostileAnswers(target.sample), async (answer) => {
      fuzzCounter.cases += 1;
      const controller = new AbortController();
      const client = createPortalClient({
        baseUrl: 'https://portal.test',
        lang: 'en',
        retry: { limit: 0 },
        csrfToken: 'csrf-token',
        identity: { uuid: 'user-1' },
        now: () => new Date('2026-11-22T10:00:00Z'),
        ...extra,
        fetch: fetchAnswering(answer, controller),
      });
      const outcome = await target.run(client, controller.signal).then(
        () => 'resolved',
        (error: unknown) => error,
      );
      if (outcome === 'resolved') return;
      const acceptable =
        outcome instanceof PortalError ||
        (outcome instanceof DOMException && outcome.name === 'AbortError');
      expect(
        acceptable,
        `${target.name} threw ${String(outcome)} for ${JSON.stringify(answer)}`,
      ).toBe(true);
    }),
    { numRuns },
  );
}
