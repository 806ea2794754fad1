import { describe, expect, it } from 'vitest';
import { parseIdleLockTabMessage } from '../idleLockTabMessage';

describe('parseIdleLockTabMessage', () => {
  it('keeps the type and timestamp and drops everything else', () => {
    expect(parseIdleLockTabMessage({ type: 'continue', at: 5, pin: '1234' })).toEqual({
      type: 'continue',
      at: 5,
    });
  });

  it('reads the sign-out that sends every tab to sign-in', () => {
    expect(parseIdleLockTabMessage({ type: 'signedOut', at: 7 })).toEqual({
      type: 'signedOut',
      at: 7,
    });
  });

  it.each([
    null,
    'activity',
    { type: 'activity' },
    { type: 'activity', at: Number.NaN },
    { type: 'unlock', at: 1 },
    { at: 1 },
  ])('ignores %j', (message) => {
    expect(parseIdleLockTabMessage(message)).toBeUndefined();
  });
});
