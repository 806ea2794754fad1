import type { StatusBarColor } from '../applications/statusBarColor';
import { billDueStateOf } from './billDueState';

/** How a row of the payments list stands: due, due and past its due day, pending, paid or failed. */
export type PaymentStatusKind = 'due' | 'overdue' | 'pending' | 'paid' | 'failed';

/** A payment's mark: what it is (the UI words it) and the tone of its tag. */
export interface PaymentStatusMark {
  readonly kind: PaymentStatusKind;
  readonly tone: StatusBarColor;
}

/** What the mark reads of a row of the payments list (core's `PaymentListItem` has all three). */
export interface PaymentStatusFacts {
  /** `due`, `pending`, `paid` or `failed`. */
  readonly status?: unknown;
  /** The amount in AED: what is due, for a due row. */
  readonly amount?: unknown;
  /** A due row's due date; any other row's date of payment. */
  readonly date?: unknown;
}

const MARKS = {
  due: { kind: 'due', tone: 'attention' },
  overdue: { kind: 'overdue', tone: 'danger' },
  pending: { kind: 'pending', tone: 'neutral' },
  paid: { kind: 'paid', tone: 'success' },
  failed: { kind: 'failed', tone: 'danger' },
} as const satisfies Record<PaymentStatusKind, PaymentStatusMark>;

/**
 * The mark of one row of the payments list (SCREENS.md S3.6) at `now` (the caller's clock): a due
 * bill is `due` (tone `attention`), or `overdue` (`danger`) once its due day has passed in UAE time
 * ({@link billDueStateOf}); `pending` is `neutral`, `paid` `success`, `failed` `danger`.
 *
 * Choice: a status the list does not know reads as `pending` (neutral): nothing says it was paid, nor
 * that it failed. Never throws on data.
 * @throws {RangeError} for a due row when `now` is not a valid time (a developer's mistake).
 */
export function paymentStatusMarkOf(
  item: PaymentStatusFacts,
  now: Date | number,
): PaymentStatusMark {
  const facts: PaymentStatusFacts = typeof item === 'object' && item !== null ? item : {};
  const status = facts.status;
  if (status === 'due') {
    const standing = billDueStateOf({ amountDue: facts.amount, dueDate: facts.date }, now);
    return standing.kind === 'overdue' ? MARKS.overdue : MARKS.due;
  }
  return status === 'paid' || status === 'failed' ? MARKS[status] : MARKS.pending;
}
