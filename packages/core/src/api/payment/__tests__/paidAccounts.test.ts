import { describe, expect, it } from 'vitest';
import type { LinkedAccount } from '../../paymentHub/linkedAccounts';
import { paidAccountsOf } from '../paidAccounts';

function linked(
  providerCode: string,
  accountNumber: string,
  nickname: string | undefined,
): LinkedAccount {
  return {
    id: `la-${accountNumber}`,
    subscriptionId: undefined,
    nickname,
    accountNumber,
    serviceType: undefined,
    entity: 'addc',
    transactionId: undefined,
    providerCode,
    dueAmount: undefined,
  };
}

describe('paidAccountsOf', () => {
  it("names each item's provider and finds its nickname by provider and number", () => {
    const accounts = [
      linked('ADDA00002', '1234567890', 'Home'),
      linked('AADC00001', '1234567890', 'Farm'),
    ];
    expect(
      paidAccountsOf(
        [
          { providerCode: 'AADC00001', accountNumber: '1234567890', amount: 12.5 },
          { providerCode: 'ADDA00002', accountNumber: '1234567890', amount: 3 },
        ],
        accounts,
      ),
    ).toEqual([
      {
        providerCode: 'AADC00001',
        entity: 'aadc',
        accountNumber: '1234567890',
        nickname: 'Farm',
        amount: 12.5,
      },
      {
        providerCode: 'ADDA00002',
        entity: 'addc',
        accountNumber: '1234567890',
        nickname: 'Home',
        amount: 3,
      },
    ]);
  });

  it('keeps the number of an unknown provider or an unlinked account, without a name it cannot know', () => {
    expect(
      paidAccountsOf(
        [
          { providerCode: 'ZZZ', accountNumber: '55', amount: 1 },
          { providerCode: 'DU0002', accountNumber: '0551234567', amount: null },
          { providerCode: null, accountNumber: null, amount: undefined },
        ],
        [linked('DU0002', '0559999999', 'Office')],
      ),
    ).toEqual([
      {
        providerCode: undefined,
        entity: undefined,
        accountNumber: '55',
        nickname: undefined,
        amount: 1,
      },
      {
        providerCode: 'DU0002',
        entity: 'du',
        accountNumber: '0551234567',
        nickname: undefined,
        amount: undefined,
      },
      {
        providerCode: undefined,
        entity: undefined,
        accountNumber: undefined,
        nickname: undefined,
        amount: undefined,
      },
    ]);
  });

  it('an answer without items is an empty list', () => {
    expect(paidAccountsOf([])).toEqual([]);
  });
});
