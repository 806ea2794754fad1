import { describe, expect, it } from 'vitest';
import { lockRetryDelay } from '../lockRetryDelay';
import { isSignedOutError } from '../signedOutError';
import { PortalError } from '../../client/PortalError';

describe('lockRetryDelay (issue G §2: a failed lock backs off)', () => {
  it('waits 30 s, 1 min, 2 min, 4 min, then 5 min after each failure in a row', () => {
    expect([1, 2, 3, 4, 5, 6, 50].map(lockRetryDelay)).toEqual([
      30_000, 60_000, 120_000, 240_000, 300_000, 300_000, 300_000,
    ]);
  });

  it('never waits less than the first step, whatever it is given', () => {
    expect([0, -3, Number.NaN].map(lockRetryDelay)).toEqual([30_000, 30_000, 30_000]);
  });
});

describe('isSignedOutError (issue G §2, §4: 401 means signed out)', () => {
  it.each([
    [Object.assign(new Error('401'), { kind: 'unauthorized', status: 401 }), true],
    [new PortalError({ kind: 'http', call: 'common.lockSession', status: 401 }), true],
    [new PortalError({ kind: 'http', call: 'common.lockSession', status: 403 }), false],
    [new PortalError({ kind: 'http', call: 'common.lockSession', status: 503 }), false],
    [new PortalError({ kind: 'network', call: 'common.lockSession' }), false],
    [new Error('401'), false],
    [{ status: 401 }, false],
    [null, false],
    ['unauthorized', false],
  ])('%o → %s', (error, signedOut) => {
    expect(isSignedOutError(error)).toBe(signedOut);
  });
});
