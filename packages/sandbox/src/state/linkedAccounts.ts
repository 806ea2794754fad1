import { daysFrom, toDayMonthYear } from './clock';
import { PROVIDERS, type EntityKey, type Provider } from './providers';
import type { Random } from './random';

/** Autopay state (spec 000 §4): none 0, active 1, paused 2. */
export type AutopayState = 0 | 1 | 2;

/** One month's bill of a linked account. */
export interface Bill {
  readonly billNumber: string;
  /** DD-MM-YYYY (spec 000 §5). */
  readonly billDate: string;
  readonly dueDate: string;
  readonly amount: number;
  paid: boolean;
}

/** One month's metered consumption (kWh for electricity, litres of water, m³ of gas, minutes/GB for mobile). */
export interface Consumption {
  readonly month: string;
  readonly value: number;
  readonly unit: string;
}

/** A utility account linked to the demo user (spec 000 §3 "Linked account"). */
export interface LinkedAccount {
  readonly id: string;
  readonly subscriptionId: string;
  nickname: string;
  readonly accountNumber: string;
  readonly serviceType: number;
  readonly providerCode: string;
  readonly entity: EntityKey;
  /** Id of the last payment on the account, if any. */
  transactionId: string | undefined;
  /** Amount due now (postpaid) or the prepaid balance. */
  amountDue: number;
  balance: number;
  autopay: AutopayState;
  /** Day of month autopay runs on (1–31) when set up. */
  autopayDay: number | undefined;
  /** Largest amount autopay may pay in one month, when the user set one (AED). */
  autopayMaxAmount?: number | undefined;
  readonly bills: Bill[];
  readonly consumptions: Consumption[];
}

const NICKNAMES = [
  'Home',
  'Villa Khalifa City',
  'Office',
  'Mum’s line',
  'Beach flat',
  'Farm Al Ain',
  'My phone',
  'Work phone',
];

const UNITS: Partial<Record<EntityKey, string>> = {
  addc: 'kWh',
  aadc: 'kWh',
  adnocgas: 'm³',
  etisalat: 'GB',
  du: 'GB',
};

/** Digits of an account number; 10 where the spec fixes the length, 9 to 12 otherwise. */
export function accountNumberFor(provider: Provider, random: Random): string {
  const length = provider.accountNumberLength ?? random.int(9, 12);
  let digits = String(random.int(1, 9));
  while (digits.length < length) digits += String(random.int(0, 9));
  return digits;
}

/** Six past bills and six consumptions, newest first, a month apart. */
export function historyFor(provider: Provider, random: Random, now: Date, accountId: string) {
  const base =
    provider.entity === 'adnocgas'
      ? 90
      : provider.entity === 'addc' || provider.entity === 'aadc'
        ? 650
        : 240;
  const bills: Bill[] = [];
  const consumptions: Consumption[] = [];
  for (let month = 1; month <= 6; month += 1) {
    const billDate = daysFrom(now, -30 * month);
    bills.push({
      billNumber: `${accountId}-B${String(month).padStart(2, '0')}`,
      billDate: toDayMonthYear(billDate),
      dueDate: toDayMonthYear(daysFrom(billDate, 20)),
      amount: Math.round(base * (0.7 + random.next() * 0.6) * 100) / 100,
      paid: true,
    });
    consumptions.push({
      month: billDate.toISOString().slice(0, 7),
      value: Math.round(base * 2.5 * (0.6 + random.next() * 0.8)),
      unit: UNITS[provider.entity] ?? 'units',
    });
  }
  return { bills, consumptions };
}

/**
 * Two accounts per provider, so each list has more than one row, and autopay subscriptions that cycle
 * through none, active and paused across the eligible accounts (every state appears).
 */
export function seedLinkedAccounts(random: Random, now: Date): LinkedAccount[] {
  const accounts: LinkedAccount[] = [];
  let autopayCycle = 0;
  for (const provider of PROVIDERS) {
    for (let copy = 0; copy < 2; copy += 1) {
      const index = accounts.length + 1;
      const id = `la-${String(index).padStart(3, '0')}`;
      const { bills, consumptions } = historyFor(provider, random, now, id);
      const autopay: AutopayState = provider.autopay ? ((autopayCycle++ % 3) as AutopayState) : 0;
      accounts.push({
        id,
        subscriptionId: `sub-${provider.code}-${index}`,
        nickname: NICKNAMES[(index - 1) % NICKNAMES.length] ?? 'Account',
        accountNumber: accountNumberFor(provider, random),
        serviceType: provider.serviceType,
        providerCode: provider.code,
        entity: provider.entity,
        transactionId: undefined,
        amountDue: provider.prepaid ? 0 : Math.round(random.int(4_000, 90_000)) / 100,
        balance: provider.prepaid ? Math.round(random.int(0, 30_000)) / 100 : 0,
        autopay,
        autopayDay: autopay === 0 ? undefined : random.int(1, 28),
        bills,
        consumptions,
      });
    }
  }
  return accounts;
}
