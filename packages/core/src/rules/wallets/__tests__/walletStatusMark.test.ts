import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { walletStatusMarkOf } from '../walletStatusMark';

describe('walletStatusMarkOf', () => {
  it('asks attention for a wallet whose KYC check expired (spec 000 §4)', () => {
    expect(walletStatusMarkOf('KYC Expired')).toEqual({ kind: 'kycExpired', tone: 'attention' });
    expect(walletStatusMarkOf('  kyc   expired ')).toEqual({
      kind: 'kycExpired',
      tone: 'attention',
    });
  });

  it('marks an active wallet as fine', () => {
    expect(walletStatusMarkOf('Active')).toEqual({ kind: 'active', tone: 'success' });
    expect(walletStatusMarkOf(' ACTIVE ')).toEqual({ kind: 'active', tone: 'success' });
  });

  it.each(['Blocked', 'Inactive', '', null, undefined, 1])(
    'keeps %j neutral, for the server’s own words',
    (status) => {
      expect(walletStatusMarkOf(status)).toEqual({ kind: 'other', tone: 'neutral' });
    },
  );

  it('answers one of its three marks for anything, each with its own tone (property)', () => {
    // fast-check prints the seed and the shrunk counterexample when this fails; replay with { seed }.
    const tones = { kycExpired: 'attention', active: 'success', other: 'neutral' };
    fc.assert(
      fc.property(fc.anything(), (status) => {
        const mark = walletStatusMarkOf(status);
        expect(mark.tone).toBe(tones[mark.kind]);
      }),
    );
  });

  it('ignores the case and the spaces around a status (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('Active', 'KYC Expired', 'Blocked'),
        fc.array(fc.boolean(), { minLength: 11, maxLength: 11 }),
        fc.constantFrom('', ' ', '  ', '\t'),
        (status, upper, pad) => {
          const written = [...status]
            .map((letter, index) => (upper[index] ? letter.toUpperCase() : letter.toLowerCase()))
            .join('');
          expect(walletStatusMarkOf(`${pad}${written}${pad}`)).toEqual(walletStatusMarkOf(status));
        },
      ),
    );
  });
});
