import { billDueStateOf } from '@portal/core';
import { getBillDetails, getLastSixBills } from '@portal/core/api/bills';
import { getPayments } from '@portal/core/api/payment';
import { getLinkedAccounts, inquireAccount } from '@portal/core/api/paymentHub';
import { describe, expect, it } from 'vitest';
import { clientFor, testSandbox, TEST_NOW } from '../support/sandboxClient';

/** Seeds the invariants are checked over: the tests' own and a spread of others. */
const SEEDS = [1, 2, 3, 42, 2026, 987_654];

/** DD-MM-YYYY as YYYY-MM-DD, the payments list's day. */
const isoDayOf = (dayMonthYear: string | null | undefined) =>
  /^(\d{2})-(\d{2})-(\d{4})$/
    .exec(dayMonthYear ?? '')
    ?.slice(1)
    .reverse()
    .join('-');

describe('one record per bill: every call that shows a bill agrees (issue O item 8)', () => {
  it.each(SEEDS)(
    'seed %i: bill details, the last six bills, the inquiry, the hub and the payments list say the same of each bill',
    async (seed) => {
      const client = clientFor(testSandbox({ seed }));
      const accounts = await getLinkedAccounts(client);
      const payments = await getPayments(client, { pageSize: 50 });
      const numbers = new Set<string>();
      const kinds = new Set<string>();
      for (const account of accounts) {
        const query = {
          providerCode: account.providerCode ?? '',
          accountNumber: account.accountNumber ?? '',
        };
        const current = await getBillDetails(client, query);
        const bills = await getLastSixBills(client, query);
        const inquiry = await inquireAccount(client, account.entity as 'addc', {
          accountNumber: query.accountNumber,
          id: account.id,
        });
        const dueRow = payments.items.find(
          (row) => row.status === 'due' && row.accountId === account.id,
        );
        const context = `${seed} ${account.id}`;

        // The current bill is the newest of the six, the same record.
        expect(bills, context).toHaveLength(6);
        expect(bills[0], context).toEqual(current);
        // A realistic bill number: 12 digits, each bill its own.
        for (const bill of bills) {
          expect(bill.billId, context).toMatch(/^\d{12}$/);
          expect(numbers.has(bill.billId), `${context} ${bill.billId} twice`).toBe(false);
          numbers.add(bill.billId);
          expect(bill.status, context).toBe((bill.amountDue ?? 0) > 0 ? 'Unpaid' : 'Paid');
        }
        // Only the current bill may be open.
        expect(
          bills.slice(1).every((bill) => bill.status === 'Paid'),
          context,
        ).toBe(true);

        const due = current.amountDue ?? 0;
        expect(account.dueAmount, context).toBe(due);
        expect(inquiry.dueAmount, context).toBe(due);
        if (due > 0) {
          expect(inquiry.dueDate, context).toBe(current.dueDate);
          expect(dueRow, context).toMatchObject({ amount: due, date: isoDayOf(current.dueDate) });
          expect(current.amountDue, context).toBeLessThanOrEqual(current.amount ?? 0);
        } else {
          expect(dueRow, context).toBeUndefined();
        }
        kinds.add(billDueStateOf(current, TEST_NOW).kind);
      }
      // Every world shows a bill on time, one overdue, and settled ones (prepaid lines).
      expect([...kinds].sort()).toEqual(['due', 'overdue', 'settled']);
    },
  );
});
