import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountDisplayOf } from '../amountDisplay';
import { checkCustomAmount } from '../customAmount';
import { isPaymentSuccessful, PAYMENT_MODES } from '../paymentOutcome';
import { PRESET_RECHARGE_AMOUNTS, TOLL_MIN_TOP_UP } from '../rechargeAmounts';

describe('payment constants', () => {
  it('match the spec', () => {
    expect(PRESET_RECHARGE_AMOUNTS).toEqual([50, 100, 200, 500]);
    expect(TOLL_MIN_TOP_UP).toBe(10);
    expect(PAYMENT_MODES).toEqual(['Capture', 'Purchase']);
  });

  it.each([
    ['Success', true],
    [' success ', true],
    ['Failed', false],
    ['', false],
    [undefined, false],
  ])('status %j is a success: %s', (status, ok) => {
    expect(isPaymentSuccessful(status)).toBe(ok);
  });
});

describe('checkCustomAmount', () => {
  const toll = { min: TOLL_MIN_TOP_UP, max: 5000, step: 5 };
  it.each([
    ['10', { ok: true, amount: 10 }],
    [' 25.00 ', { ok: true, amount: 25 }],
    [5000, { ok: true, amount: 5000 }],
    [0.1 + 0.2 + 9.7, { ok: true, amount: 10 }],
    ['9.99', { ok: false, messageKey: 'form.error.amountMin', limit: 10 }],
    ['5000.01', { ok: false, messageKey: 'form.error.amountMax', limit: 5000 }],
    ['12', { ok: false, messageKey: 'form.error.amountStep', limit: 5 }],
    ['', { ok: false, messageKey: 'form.error.required' }],
    [null, { ok: false, messageKey: 'form.error.required' }],
    ['abc', { ok: false, messageKey: 'common.invalidNumber' }],
    ['1.2.3', { ok: false, messageKey: 'common.invalidNumber' }],
    ['12a', { ok: false, messageKey: 'common.invalidNumber' }],
    ['١٢٥', { ok: true, amount: 125 }],
    ['-10', { ok: false, messageKey: 'form.error.amount' }],
    ['10.001', { ok: false, messageKey: 'form.error.amount' }],
    ['0', { ok: false, messageKey: 'form.error.amount' }],
    [Number.NaN, { ok: false, messageKey: 'common.invalidNumber' }],
  ])('%j against the toll rules → %j', (value, expected) => {
    expect(checkCustomAmount(value, toll)).toEqual(expected);
  });

  it('says "Invalid number" for any text with a letter in it, whatever the rules', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.constantFrom('a', 'x', 'e', 'ب', 'AED'),
        fc.string(),
        (before, letter, after) => {
          const text = `${before}${letter}${after}`;
          fc.pre(text.trim() !== '');
          expect(checkCustomAmount(text, toll)).toEqual({
            ok: false,
            messageKey: 'common.invalidNumber',
          });
        },
      ),
    );
  });

  it('checks decimal steps in fils', () => {
    expect(checkCustomAmount('0.3', { step: 0.1 })).toEqual({ ok: true, amount: 0.3 });
    expect(checkCustomAmount('0.35', { step: 0.1 }).ok).toBe(false);
  });

  it('never throws, and every accepted amount obeys the rules', () => {
    fc.assert(
      fc.property(
        fc.anything(),
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 100, max: 1000 }),
        (value, min, max) => {
          const result = checkCustomAmount(value, { min, max });
          if (result.ok) expect(result.amount >= min && result.amount <= max).toBe(true);
        },
      ),
    );
  });
});

describe('amountDisplayOf', () => {
  it.each([
    [12.5, 'dash', { kind: 'amount', amount: 12.5 }],
    ['1,250.50', 'dash', { kind: 'amount', amount: 1250.5 }],
    ['abc', 'dash', { kind: 'placeholder', text: '-' }],
    [null, 'zero', { kind: 'placeholder', text: '0.00' }],
    [Number.NaN, 'dash', { kind: 'placeholder', text: '-' }],
  ] as const)('%j (%s) → %j', (value, whenInvalid, expected) => {
    expect(amountDisplayOf(value, whenInvalid)).toEqual(expected);
  });

  it('defaults to a dash', () => {
    expect(amountDisplayOf(undefined)).toEqual({ kind: 'placeholder', text: '-' });
  });
});

describe('checkCustomAmount with rules that are not rules', () => {
  // Found by the robustness property (fast-check seed 1628208141): null rules threw a TypeError.
  it.each([null, 'ten', { min: null }, { min: Object.create(null) as unknown }])(
    'reads %j as no limits instead of throwing',
    (rules) => {
      expect(checkCustomAmount('1', rules as never)).toEqual({ ok: true, amount: 1 });
    },
  );
});
