/** One thing paid for, as far as the total is concerned: its amount in AED. */
export interface PaymentTotalItem {
  readonly amount: number;
}

/**
 * The amount of a payment (spec 000 §7 payment/initialize): the sum of its items' amounts, rounded to
 * whole fils. The portal sends it as the payment's `amount`, and the backend (the sandbox) checks
 * that the `amount` it receives is this sum, so both sides compute it here, the same way.
 *
 * Rounding the sum, not each item, keeps float noise out (`0.1 + 0.2` gives `0.3`), and items that
 * are whole fils (amounts the portal accepts have at most 2 decimals) add up exactly. An empty list
 * totals 0 (the call's schema refuses a payment of nothing).
 * @throws {RangeError} when `items` is not an array of items whose `amount` is a finite number (the
 * caller built the payment wrongly, and a total that skipped an item would charge a different sum),
 * or when the sum is too large to be a number.
 *
 * @example paymentTotalOf([{ amount: 281.17 }, { amount: 50 }]) // 331.17
 */
export function paymentTotalOf(items: readonly PaymentTotalItem[]): number {
  if (!Array.isArray(items)) throw new RangeError('paymentTotalOf: `items` must be an array');
  let sum = 0;
  for (const item of items as readonly unknown[]) {
    const amount: unknown =
      typeof item === 'object' && item !== null ? (item as { amount?: unknown }).amount : undefined;
    if (typeof amount !== 'number' || !Number.isFinite(amount))
      throw new RangeError('paymentTotalOf: every item needs a finite `amount`');
    sum += amount;
  }
  const total = Math.round(sum * 100) / 100;
  if (!Number.isFinite(total)) throw new RangeError('paymentTotalOf: the total is too large');
  // -0 (from a sum like -0.001) is written "-0.00"; a payment's amount is never negative zero.
  return total === 0 ? 0 : total;
}
