import { describe, expect, expectTypeOf, it } from 'vitest';
import { PortalError, type PortalErrorKind } from '../../client/PortalError';
import { MAX_QUERY_RETRIES, isRetryable, shouldRetryQuery } from '../isRetryable';

/** TanStack Query's `retry` option type (query-core `RetryValue`), copied to check assignability. */
type RetryValue<TError> = boolean | number | ((failureCount: number, error: TError) => boolean);

function errorOf(kind: PortalErrorKind, idempotent: boolean, status?: number): PortalError {
  return new PortalError({ kind, call: 'test.call', idempotent, status });
}

describe('isRetryable', () => {
  it.each([
    ['network', undefined, true],
    ['timeout', undefined, true],
    ['http', 500, true],
    ['http', 503, true],
    ['http', 599, true],
    ['http', 400, false],
    ['http', 404, false],
    ['http', 408, false],
    ['http', 429, false],
    ['unauthorized', 401, false],
    ['invalid-request', undefined, false],
    ['invalid-response', 200, false],
    ['business', 200, false],
    ['aborted', undefined, false],
  ] as const)('retries an idempotent %s (%s): %s', (kind, status, expected) => {
    expect(isRetryable(errorOf(kind, true, status))).toBe(expected);
  });

  it('never retries a call that is not idempotent, whatever went wrong', () => {
    for (const error of [
      errorOf('network', false),
      errorOf('timeout', false),
      errorOf('http', false, 503),
    ]) {
      expect(isRetryable(error)).toBe(false);
    }
  });

  it('stops after MAX_QUERY_RETRIES failures, in either argument order', () => {
    const error = errorOf('network', true);
    expect(MAX_QUERY_RETRIES).toBe(2);
    expect([0, 1, 2, 3].map((count) => isRetryable(error, count))).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect([0, 1, 2, 3].map((count) => isRetryable(count, error))).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect([0, 1, 2].map((count) => shouldRetryQuery(count, error))).toEqual([true, true, false]);
    expect(isRetryable(error, Number.NaN)).toBe(false);
  });

  it('does not retry what is not a PortalError', () => {
    expect(isRetryable(new TypeError('x is undefined'))).toBe(false);
    expect(isRetryable(0, new Error('boom'))).toBe(false);
    expect(isRetryable(undefined)).toBe(false);
    expect(isRetryable(3)).toBe(false);
  });

  it("fits TanStack Query's retry option directly", () => {
    expectTypeOf(isRetryable).toExtend<RetryValue<Error>>();
    expectTypeOf(isRetryable).toExtend<RetryValue<PortalError>>();
    expectTypeOf(shouldRetryQuery).toExtend<RetryValue<Error>>();
    // What TanStack's retryer does with it: retry(failureCount, error).
    const retry: RetryValue<Error> = isRetryable;
    expect(typeof retry === 'function' && retry(0, errorOf('timeout', true))).toBe(true);
  });
});
