import { daysFrom, toDayMonthYear } from './clock';
import { PROVIDERS, type EntityKey, type Provider } from './providers';
import type { Random } from './random';

/** Autopay state (spec 000 §4): none 0, active 1, paused 2. */
export type AutopayState = 0 | 1 | 2;

/**
 * One month's bill of a linked account: the one record every call that shows this bill reads (bill
 * details, the last six bills, the payments list's due row, the inquiry, the PDF).
 */
export interface Bill {
  /** The provider's bill number: 12 digits, the issue day (YYMMDD) and the account number's last 6. */
  readonly billNumber: string;
  /** DD-MM-YYYY (spec 000 §5). */
  readonly billDate: string;
  readonly dueDate: string;
  /** What the bill asks for, AED. */
  readonly amount: number;
  /** What approved payments have paid towards it, AED; the bill is paid once this reaches `amount`. */
  paidAmount: number;
}

/** Days from a bill's issue to its due date. */
export const BILL_DUE_DAYS = 20;

const roundFils = (value: number) => Math.round(value * 100) / 100;

/** What is left to pay on one bill, AED. */
export function billAmountDue(bill: Bill): number {
  return Math.max(0, roundFils(bill.amount - bill.paidAmount));
}

/**
 * What is due on an account now: what is left on its bills. Only the newest bill (`bills[0]`) is ever
 * open: the seed leaves the older ones paid, and payments settle the oldest open bill first.
 */
export function amountDueOf(account: Pick<LinkedAccount, 'bills'>): number {
  return roundFils(account.bills.reduce((sum, bill) => sum + billAmountDue(bill), 0));
}

/** The bill a payment pays and the payments list shows as due: the oldest with something left. */
export function openBillOf(account: Pick<LinkedAccount, 'bills'>): Bill | undefined {
  return account.bills.findLast((bill) => billAmountDue(bill) > 0);
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
  /** A prepaid line's balance (postpaid accounts owe what their bills say: {@link amountDueOf}). */
  balance: number;
  autopay: AutopayState;
  /** Day of month autopay runs on (1–31) when set up. */
  autopayDay: number | undefined;
  /** Largest amount autopay may pay in one month, when the user set one (AED). */
  autopayMaxAmount?: number | undefined;
  /** Newest first; a postpaid account's newest is its current bill, which may still be open. */
  readonly bills: Bill[];
  readonly consumptions: Consumption[];
}

/**
 * Nicknames a person gives accounts of each kind of service, in the order the seed hands them out:
 * a phone line is "My phone", never an electricity account.
 */
export const NICKNAMES: Readonly<Record<'phone' | 'home' | 'car', readonly string[]>> = {
  phone: [
    'My phone',
    'Work phone',
    'Dad’s line',
    'Mum’s line',
    'Travel SIM',
    'Kids’ tablet',
    'Nanny’s phone',
    'Driver’s phone',
  ],
  home: ['Home', 'Villa Khalifa City', 'Beach flat', 'Office', 'Farm Al Ain', 'Villa Al Jimi'],
  car: ['Family car', 'My car'],
};

/** Which list of {@link NICKNAMES} fits an entity's service. */
export function nicknameKindOf(entity: EntityKey): keyof typeof NICKNAMES {
  if (entity === 'etisalat' || entity === 'du') return 'phone';
  if (entity === 'salik' || entity === 'darb') return 'car';
  return 'home';
}

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

/** A bill number as the provider prints it: the issue day (YYMMDD) and the account number's last 6 digits. */
export function billNumberOf(accountNumber: string, billDate: Date): string {
  const day = toDayMonthYear(billDate); // DD-MM-YYYY
  return `${day.slice(8, 10)}${day.slice(3, 5)}${day.slice(0, 2)}${accountNumber.slice(-6).padStart(6, '0')}`;
}

/** When the current bill of an account was issued, so it is on time or overdue. */
export type BillTiming = 'onTime' | 'overdue';

/**
 * Six bills and six consumptions, newest first, a month apart. A postpaid account's newest bill is its
 * current one, still to pay: issued 5 to 15 days ago (`onTime`, due in 5 to 15 days) or 24 to 40 days
 * ago (`overdue`, its due date 4 to 20 days past). The older bills, and all of a prepaid line's, are paid.
 */
export function historyFor(
  provider: Provider,
  random: Random,
  now: Date,
  accountNumber: string,
  timing: BillTiming = 'onTime',
) {
  const base =
    provider.entity === 'adnocgas'
      ? 90
      : provider.entity === 'addc' || provider.entity === 'aadc'
        ? 650
        : 240;
  const newestDaysAgo = provider.prepaid
    ? 30
    : timing === 'overdue'
      ? random.int(24, 40)
      : random.int(5, 15);
  const bills: Bill[] = [];
  const consumptions: Consumption[] = [];
  for (let month = 0; month < 6; month += 1) {
    const billDate = daysFrom(now, -(newestDaysAgo + 30 * month));
    const amount = roundFils(base * (0.7 + random.next() * 0.6));
    const open = !provider.prepaid && month === 0;
    bills.push({
      billNumber: billNumberOf(accountNumber, billDate),
      billDate: toDayMonthYear(billDate),
      dueDate: toDayMonthYear(daysFrom(billDate, BILL_DUE_DAYS)),
      amount,
      paidAmount: open ? 0 : amount,
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
  const nicknamesGiven = { phone: 0, home: 0, car: 0 };
  for (const provider of PROVIDERS) {
    for (let copy = 0; copy < 2; copy += 1) {
      const index = accounts.length + 1;
      const id = `la-${String(index).padStart(3, '0')}`;
      const accountNumber = accountNumberFor(provider, random);
      // The second account of each postpaid provider is behind with its bill, so overdue shows.
      const timing: BillTiming = copy === 0 ? 'onTime' : 'overdue';
      const { bills, consumptions } = historyFor(provider, random, now, accountNumber, timing);
      const autopay: AutopayState = provider.autopay ? ((autopayCycle++ % 3) as AutopayState) : 0;
      accounts.push({
        id,
        subscriptionId: `sub-${provider.code}-${index}`,
        nickname: nextNickname(nicknameKindOf(provider.entity), nicknamesGiven),
        accountNumber,
        serviceType: provider.serviceType,
        providerCode: provider.code,
        entity: provider.entity,
        transactionId: undefined,
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

/** The next unused nickname of a kind (numbered once the list runs out). */
function nextNickname(
  kind: keyof typeof NICKNAMES,
  given: Record<keyof typeof NICKNAMES, number>,
): string {
  const list = NICKNAMES[kind];
  const index = given[kind];
  given[kind] += 1;
  const round = Math.floor(index / list.length);
  return `${list[index % list.length] ?? 'Account'}${round === 0 ? '' : ` ${round + 1}`}`;
}
