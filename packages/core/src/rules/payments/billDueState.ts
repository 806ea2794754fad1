import type { StatusBarColor } from '../applications/statusBarColor';
import { toDate } from '../time/toDate';

/** How a bill stands: nothing left to pay, due, or due and past its due date. */
export type BillDueKind = 'settled' | 'due' | 'overdue';

/** A bill's standing: what it is, the tone of its mark, and what is left to pay (AED, whole fils). */
export interface BillDueState {
  readonly kind: BillDueKind;
  readonly tone: StatusBarColor;
  readonly amountDue: number;
}

/**
 * What is known of a bill: a bill of the bills service (`amount`, `status` `Paid`/`Unpaid`, and
 * `amountDue` when part of it was paid) or a due row of the payments list (`amountDue`, `dueDate`).
 */
export interface BillDueFacts {
  readonly amountDue?: unknown;
  readonly amount?: unknown;
  readonly status?: unknown;
  readonly dueDate?: unknown;
}

const TONES = { settled: 'success', due: 'attention', overdue: 'danger' } as const satisfies Record<
  BillDueKind,
  StatusBarColor
>;

const DAY_MS = 86_400_000;
/** UAE time, UTC+4 all year: the calendar day a due date names is a day there. */
const UAE_OFFSET_MS = 4 * 60 * 60 * 1000;
const uaeDayOf = (ms: number) => Math.floor((ms + UAE_OFFSET_MS) / DAY_MS);

const finiteNumber = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

/** What is left to pay: `amountDue` when sent, else the whole `amount` unless the bill says it is paid. */
function amountDueOf(bill: BillDueFacts): number {
  const left = finiteNumber(bill.amountDue);
  const amount = left ?? (bill.status === 'Paid' ? 0 : (finiteNumber(bill.amount) ?? 0));
  return Math.max(0, Math.round(amount * 100) / 100);
}

/**
 * A bill's standing at `now` (the caller's clock, injected): `settled` when nothing is left to pay,
 * `overdue` when something is and its due date's day (UAE time) has passed, else `due`.
 *
 * Choice (the spec has no overdue rule): the due date is a day (spec 000 §5, DD-MM-YYYY), so a bill is
 * still on time on that whole day and overdue from the next midnight in the UAE, the way a bill's
 * "pay by" date reads. A due date that cannot be read never makes a bill overdue. Never throws on data.
 * @throws {RangeError} when `now` is not a valid time (a developer's mistake).
 */
export function billDueStateOf(bill: BillDueFacts, now: Date | number): BillDueState {
  const nowMs = now instanceof Date ? now.getTime() : now;
  if (typeof nowMs !== 'number' || !Number.isFinite(nowMs))
    throw new RangeError('billDueStateOf: `now` must be a valid time');
  const facts: BillDueFacts = bill !== null && typeof bill === 'object' ? bill : {};
  const amountDue = amountDueOf(facts);
  if (amountDue <= 0) return { kind: 'settled', tone: TONES.settled, amountDue: 0 };
  const due = toDate(facts.dueDate);
  const kind = due !== undefined && uaeDayOf(nowMs) > uaeDayOf(due.getTime()) ? 'overdue' : 'due';
  return { kind, tone: TONES[kind], amountDue };
}
