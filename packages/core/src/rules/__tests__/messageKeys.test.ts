import { describe, expect, it } from 'vitest';
import { RULE_MESSAGE_KEYS } from '../messageKeys';
import { SUPPORT_CASE_STATUS_KEYS } from '../support/supportCaseStatus';

describe('RULE_MESSAGE_KEYS', () => {
  it('lists each key once, in dotted form', () => {
    expect(new Set(RULE_MESSAGE_KEYS).size).toBe(RULE_MESSAGE_KEYS.length);
    for (const key of RULE_MESSAGE_KEYS)
      expect(key).toMatch(/^[a-z][A-Za-z0-9]*(\.[a-z][A-Za-z0-9]*)+$/);
  });

  it('holds the keys the spec names', () => {
    expect(RULE_MESSAGE_KEYS).toEqual(
      expect.arrayContaining([
        'form.error.accountNumber',
        'form.error.specialCharacters',
        'unlocksession.setupPinModal.pinErrorAttempt1',
        'unlocksession.setupPinModal.pinError',
      ]),
    );
  });

  it('covers every support case label', () => {
    expect(RULE_MESSAGE_KEYS).toEqual(
      expect.arrayContaining(Object.values(SUPPORT_CASE_STATUS_KEYS)),
    );
  });
});
