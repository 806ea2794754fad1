import { describe, expect, it } from 'vitest';
import {
  isSupportCaseAwaitingUser,
  supportCaseStatusKeyOf,
  supportCaseStatusToneOf,
} from '../supportCaseStatus';

describe('supportCaseStatusKeyOf', () => {
  it.each([
    [1, 'supportCase.status.requestReceived'],
    [2, 'supportCase.status.underReview'],
    [3, 'supportCase.status.requestForInformation'],
    [4, 'supportCase.status.inProgress'],
    [5, 'supportCase.status.requestResolved'],
    [6, 'supportCase.status.requestClosed'],
    [100000015, 'supportCase.status.requestForInformation'],
    ['4', 'supportCase.status.inProgress'],
    [0, 'supportCase.status.unknown'],
    [7, 'supportCase.status.unknown'],
    ['toString', 'supportCase.status.unknown'],
    [null, 'supportCase.status.unknown'],
  ])('%j → %s', (code, key) => {
    expect(supportCaseStatusKeyOf(code)).toBe(key);
  });

  it('flags the request-for-information codes as waiting for the user', () => {
    expect([1, 2, 3, 4, 5, 6, 100000015].filter(isSupportCaseAwaitingUser)).toEqual([3, 100000015]);
  });
});

describe('supportCaseStatusToneOf', () => {
  it.each([
    [1, 'neutral'],
    [2, 'neutral'],
    [3, 'attention'],
    [4, 'neutral'],
    [5, 'success'],
    ['5', 'success'],
    [6, 'neutral'],
    [100000015, 'attention'],
    [99, 'neutral'],
    [undefined, 'neutral'],
  ])('%j → %s', (code, tone) => {
    expect(supportCaseStatusToneOf(code)).toBe(tone);
  });
});
