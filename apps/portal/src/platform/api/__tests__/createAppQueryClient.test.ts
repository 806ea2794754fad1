import { PortalError } from '@portal/core/client';
import { describe, expect, it } from 'vitest';
import { createAppQueryClient } from '../createAppQueryClient';

describe('the query cache retries what core says is worth retrying', () => {
  const retry = createAppQueryClient().getDefaultOptions().queries?.retry;
  const decide = (failures: number, error: unknown) =>
    typeof retry === 'function' ? retry(failures, error as Error) : retry;

  it('retries a 5xx or a network failure on a read, at most twice', () => {
    const unavailable = new PortalError({ kind: 'http', status: 503, call: 'x', idempotent: true });
    expect(decide(0, unavailable)).toBe(true);
    expect(decide(1, unavailable)).toBe(true);
    expect(decide(2, unavailable)).toBe(false);
    expect(decide(0, new PortalError({ kind: 'network', call: 'x', idempotent: true }))).toBe(true);
  });

  it('never retries a 401 or another 4xx (TanStack would retry them three times)', () => {
    expect(
      decide(
        0,
        new PortalError({ kind: 'unauthorized', status: 401, call: 'x', idempotent: true }),
      ),
    ).toBe(false);
    expect(
      decide(0, new PortalError({ kind: 'http', status: 404, call: 'x', idempotent: true })),
    ).toBe(false);
    expect(decide(0, new Error('a bug in a screen'))).toBe(false);
  });
});
