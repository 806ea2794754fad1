import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RULE_MESSAGE_KEYS } from '../../messageKeys';
import { PIN_CHANGE_FIELDS, pinChangeFormSchema, validatePinChange } from '../pinChange';

const digits = fc.stringMatching(/^\d{4}$/);
const ARABIC_INDIC = '٠١٢٣٤٥٦٧٨٩';
const toArabicIndic = (text: string) => text.replace(/\d/g, (d) => ARABIC_INDIC[Number(d)] ?? d);

describe('validatePinChange', () => {
  it('accepts a right form and cleans the PINs', () => {
    expect(validatePinChange({ currentPin: ' 1234', newPin: '٥٦٧٨', confirmPin: '5678 ' })).toEqual(
      {
        ok: true,
        value: { currentPin: '1234', newPin: '5678' },
      },
    );
  });

  it('names each empty field in order', () => {
    expect(validatePinChange({})).toEqual({
      ok: false,
      fieldErrors: {
        currentPin: 'form.error.currentPinRequired',
        newPin: 'form.error.newPinRequired',
        confirmPin: 'form.error.confirmPinRequired',
      },
    });
  });

  it('refuses PINs that are not 4 digits, a new PIN equal to the current, and a mismatch', () => {
    expect(validatePinChange({ currentPin: '12a4', newPin: '12345', confirmPin: '1' })).toEqual({
      ok: false,
      fieldErrors: { currentPin: 'form.error.currentPin', newPin: 'form.error.newPin' },
    });
    expect(validatePinChange({ currentPin: '1234', newPin: '١٢٣٤', confirmPin: '1234' })).toEqual({
      ok: false,
      fieldErrors: { newPin: 'form.error.newPinSame' },
    });
    expect(validatePinChange({ currentPin: '1234', newPin: '5678', confirmPin: '5679' })).toEqual({
      ok: false,
      fieldErrors: { confirmPin: 'form.error.confirmPin' },
    });
  });

  it('never throws on input that is not a form', () => {
    for (const input of [null, undefined, 42, 'x', [], { currentPin: 1234 }])
      expect(validatePinChange(input as never).ok).toBe(false);
  });

  it('the schema gives the same keys at the fields’ paths', () => {
    const result = pinChangeFormSchema().safeParse({
      currentPin: '',
      newPin: '1111',
      confirmPin: '2222',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['currentPin', 'form.error.currentPinRequired'],
      ['confirmPin', 'form.error.confirmPin'],
    ]);
  });
});

describe('validatePinChange (properties)', () => {
  // fast-check prints the seed and the shrunk counterexample when this fails; replay with { seed }.
  it('accepts any two different 4-digit PINs, in either digit script, confirmed', () => {
    fc.assert(
      fc.property(
        digits,
        digits,
        fc.boolean(),
        fc.boolean(),
        (current, next, arabicOld, arabicNew) => {
          fc.pre(current !== next);
          const result = validatePinChange({
            currentPin: arabicOld ? toArabicIndic(current) : current,
            newPin: arabicNew ? toArabicIndic(next) : ` ${next} `,
            confirmPin: next,
          });
          expect(result).toEqual({ ok: true, value: { currentPin: current, newPin: next } });
        },
      ),
    );
  });

  it('refuses every form that is not one, only with rule keys and only on form fields', () => {
    fc.assert(
      fc.property(
        fc.record({
          currentPin: fc.oneof(fc.string({ maxLength: 6 }), digits),
          newPin: fc.oneof(fc.string({ maxLength: 6 }), digits),
          confirmPin: fc.oneof(fc.string({ maxLength: 6 }), digits),
        }),
        (draft) => {
          const result = validatePinChange(draft);
          const schema = pinChangeFormSchema().safeParse(draft);
          expect(schema.success).toBe(result.ok);
          if (result.ok) {
            expect(result.value.newPin).not.toBe(result.value.currentPin);
            expect(result.value.newPin).toMatch(/^\d{4}$/);
            expect(result.value.currentPin).toMatch(/^\d{4}$/);
            return;
          }
          for (const [field, key] of Object.entries(result.fieldErrors)) {
            expect(PIN_CHANGE_FIELDS).toContain(field);
            expect(RULE_MESSAGE_KEYS).toContain(key);
          }
        },
      ),
    );
  });
});
