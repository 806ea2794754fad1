import { describe, expect, it } from 'vitest';
import { leaveAutopayNotice, takeAutopayNotice } from '../autopayNotice';

describe('autopay notice', () => {
  it('is given to the next page once, and only the latest', () => {
    expect(takeAutopayNotice()).toBeUndefined();
    leaveAutopayNotice('first');
    leaveAutopayNotice('Autopay for Beach flat is active.');
    expect(takeAutopayNotice()).toBe('Autopay for Beach flat is active.');
    expect(takeAutopayNotice()).toBeUndefined();
  });
});
