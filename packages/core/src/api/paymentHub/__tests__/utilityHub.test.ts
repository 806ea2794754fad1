import { describe, expect, it } from 'vitest';
import type { LinkedAccount } from '../linkedAccounts';
import { utilityHubOf } from '../utilityHub';

function account(id: string, entity: LinkedAccount['entity'], providerCode: string): LinkedAccount {
  return {
    id,
    subscriptionId: undefined,
    nickname: undefined,
    accountNumber: `${id}000000`,
    serviceType: undefined,
    entity,
    transactionId: undefined,
    providerCode,
    dueAmount: 12,
  };
}

describe('utilityHubOf', () => {
  it('groups by category in the spec order, leaves empty categories and unknown entities out', () => {
    const groups = utilityHubOf([
      account('1', 'salik', 'Salik0001'),
      account('2', 'addc', 'ADDA00002'),
      account('3', 'du', 'DU0001'),
      account('4', 'unknown', 'X'),
    ]);
    expect(groups.map((group) => group.category)).toEqual([
      'mobileInternet',
      'electricityWater',
      'tolls',
    ]);
  });

  it('joins autopay by id, else by provider and number; ineligible providers have none', () => {
    const groups = utilityHubOf(
      [
        account('1', 'addc', 'ADDA00002'),
        account('2', 'du', 'DU0002'),
        account('3', 'du', 'DU0001'),
      ],
      [
        { id: '1', autopayStatus: 2, dayOfMonth: 31 },
        { id: 'other', providerCode: 'DU0002', accountNumber: '2000000', autopayStatus: 1 },
      ],
    );
    const entries = groups.flatMap((group) => group.entries);
    const byId = Object.fromEntries(entries.map((entry) => [entry.account.id, entry]));
    expect(byId['1']).toMatchObject({ autopay: 'paused', autopayDay: 31, topUp: false });
    expect(byId['2']).toMatchObject({ autopay: 'active', plan: 'postpaid' });
    expect(byId['3']).toMatchObject({ autopay: undefined, plan: 'prepaid', topUp: true });
  });

  it('joins the provider logo by provider code, else by entity; none when the list has none', () => {
    const groups = utilityHubOf(
      [
        account('1', 'du', 'DU0001'),
        account('2', 'etisalat', 'ETI0001'),
        account('3', 'addc', 'ADDA00002'),
      ],
      [],
      [
        { entity: 'du', providerCode: 'DU0002', logoUrl: '/img/du-entity.svg' },
        { entity: 'du', providerCode: 'DU0001', logoUrl: '/img/du-prepaid.svg' },
        { entity: 'etisalat', logoUrl: '/img/etisalat.svg' },
      ],
    );
    const logos = Object.fromEntries(
      groups.flatMap((group) => group.entries).map((entry) => [entry.account.id, entry.logoUrl]),
    );
    expect(logos).toEqual({
      '1': '/img/du-prepaid.svg',
      '2': '/img/etisalat.svg',
      '3': undefined,
    });
  });
});
