import type { UtilityHubCategory, UtilityHubEntry } from './utilityHub';

/** Fils in a dirham: amounts are added as whole fils, so no binary fraction creeps into a total. */
const FILS_PER_DIRHAM = 100;

/**
 * What one account owes, in whole fils: its amount due when it is a bill (a top-up account owes
 * nothing, its balance is not a debt) and the amount is a positive finite number, else 0. A
 * negative amount is a credit on that account, which pays none of the others' bills, so it does
 * not lower the total.
 */
function filsDueOf(entry: UtilityHubEntry): number {
  const amount = entry.account.dueAmount;
  if (entry.topUp || amount === undefined || !Number.isFinite(amount) || amount <= 0) return 0;
  return Math.round(amount * FILS_PER_DIRHAM);
}

/**
 * The total due of one hub category (issue 30: the hub shows what each category asks to be paid),
 * in AED with at most two decimals: the sum of its bills' amounts due, each rounded to whole fils
 * and added as integers (`0.1 + 0.2` gives `0.3`, not `0.30000000000000004`). Top-up accounts and
 * accounts with nothing due (or a credit) add nothing; a category of top-ups only totals 0. Format
 * it with `formatAmount`.
 *
 * @example utilityHubCategoryDueOf(electricity) // 1094.34
 */
export function utilityHubCategoryDueOf(category: Pick<UtilityHubCategory, 'entries'>): number {
  const fils = category.entries.reduce((sum, entry) => sum + filsDueOf(entry), 0);
  return fils / FILS_PER_DIRHAM;
}

/**
 * Whether a category has bills at all (an account that is not topped up), so that its total means
 * something: "nothing due" under a row of prepaid lines would read as if they had been paid.
 */
export function utilityHubCategoryHasBills(category: Pick<UtilityHubCategory, 'entries'>): boolean {
  return category.entries.some((entry) => !entry.topUp);
}
