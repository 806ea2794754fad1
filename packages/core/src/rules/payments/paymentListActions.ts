/**
 * What a row of the payments list offers (SCREENS.md S3.7, spec 000 §3 Transaction, §4 receipt
 * download). Structural, so the rule does not depend on the wire schema that carries the row.
 */
export interface PaymentRowFacts {
  readonly status: string;
  readonly amount: number;
  readonly txnCode?: string | null;
  readonly serviceId?: string | null;
  readonly paymentId?: string | null;
  readonly entity?: string | null;
  readonly accountId?: string | null;
}

/** The one action a payment offers: pay it, download its receipt, or nothing. */
export type PaymentRowAction = 'pay' | 'receipt' | 'none';

const present = (value: string | null | undefined): value is string =>
  typeof value === 'string' && value.trim() !== '';

/**
 * - `pay`: a due bill with something to pay (amount above 0) and the account the pay page needs
 *   (`entity` and `accountId`);
 * - `receipt`: a paid transaction whose receipt can be fetched: its transaction id and service for the
 *   inquiry, its paymentId for getReceipt (spec 000 §4 chain);
 * - `none`: anything else (pending, failed, or a row missing what its action needs).
 *
 * Choice: a paid row without paymentId offers no download rather than one that is sure to fail with
 * the generic alert of spec 000 §8.
 */
export function paymentRowActionOf(row: PaymentRowFacts): PaymentRowAction {
  // Never throws (the rules' promise): a row that is not an object offers nothing.
  if (typeof row !== 'object' || row === null) return 'none';
  if (row.status === 'due') {
    return Number.isFinite(row.amount) &&
      row.amount > 0 &&
      present(row.entity) &&
      present(row.accountId)
      ? 'pay'
      : 'none';
  }
  if (row.status === 'paid') {
    return present(row.txnCode) && present(row.serviceId) && present(row.paymentId)
      ? 'receipt'
      : 'none';
  }
  return 'none';
}

/**
 * The rows the list shows: with `dueOnly` (spec 000 §2 `dueOnly=true`) only the due ones, whatever
 * else the server sent, so the filter the person sees always matches the rows; otherwise all of them,
 * in the server's order.
 */
export function paymentRowsShownOf<T extends { readonly status: string }>(
  rows: readonly T[],
  dueOnly: boolean,
): readonly T[] {
  if (!Array.isArray(rows)) return [];
  return dueOnly === true ? rows.filter((row) => row?.status === 'due') : rows;
}

/**
 * Whether a row is the transaction the address names (`?txncode=`, spec 000 §2).
 * Choice: compared after trimming and ignoring case, as the code is typed or pasted by people too.
 */
export function isFocusedPayment(
  row: { readonly txnCode?: string | null },
  txnCode: string | undefined,
): boolean {
  return (
    present(txnCode) &&
    typeof row === 'object' &&
    row !== null &&
    present(row.txnCode) &&
    row.txnCode.trim().toLowerCase() === txnCode.trim().toLowerCase()
  );
}
