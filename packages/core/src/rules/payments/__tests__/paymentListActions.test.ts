import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isFocusedPayment,
  paymentRowActionOf,
  paymentRowsShownOf,
  type PaymentRowFacts,
} from '../paymentListActions';

const paid: PaymentRowFacts = {
  status: 'paid',
  amount: 642.1,
  txnCode: 'TXN-SBX-000042',
  serviceId: 'addc',
  paymentId: 'PAY-1',
};
const due: PaymentRowFacts = { status: 'due', amount: 310.5, entity: 'addc', accountId: 'la-013' };

describe('paymentRowActionOf', () => {
  it.each([
    ['a due bill with its account', due, 'pay'],
    ['a due bill of nothing', { ...due, amount: 0 }, 'none'],
    ['a due bill without account', { ...due, accountId: null }, 'none'],
    ['a due bill without entity', { ...due, entity: ' ' }, 'none'],
    ['a paid transaction', paid, 'receipt'],
    ['a paid transaction without paymentId', { ...paid, paymentId: undefined }, 'none'],
    ['a paid transaction without its code', { ...paid, txnCode: '' }, 'none'],
    ['a failed transaction', { ...paid, status: 'failed' }, 'none'],
    ['a pending transaction', { ...paid, status: 'pending' }, 'none'],
  ] as const)('%s → %s', (_name, row, action) => {
    expect(paymentRowActionOf(row)).toBe(action);
  });

  it('offers a receipt only for paid rows and payment only for due rows with an amount above 0', () => {
    const text = fc.option(fc.string(), { nil: undefined });
    fc.assert(
      fc.property(
        fc.record({
          status: fc.constantFrom('due', 'paid', 'failed', 'pending', 'other'),
          amount: fc.double(),
          txnCode: text,
          serviceId: text,
          paymentId: text,
          entity: text,
          accountId: text,
        }),
        (row) => {
          const action = paymentRowActionOf(row);
          if (action === 'receipt') {
            expect(row.status).toBe('paid');
            expect(row.paymentId?.trim()).toBeTruthy();
          }
          if (action === 'pay') {
            expect(row.status).toBe('due');
            expect(row.amount).toBeGreaterThan(0);
            expect(row.accountId?.trim()).toBeTruthy();
          }
        },
      ),
    );
  });
});

describe('paymentRowsShownOf', () => {
  it('keeps only due rows with dueOnly, every row in order without', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ status: fc.constantFrom('due', 'paid', 'failed', 'pending') })),
        (rows) => {
          const dueOnly = paymentRowsShownOf(rows, true);
          expect(dueOnly.every((row) => row.status === 'due')).toBe(true);
          expect(dueOnly).toHaveLength(rows.filter((row) => row.status === 'due').length);
          expect(paymentRowsShownOf(rows, false)).toEqual(rows);
        },
      ),
    );
  });
});

describe('isFocusedPayment', () => {
  it('matches the transaction code after trimming, ignoring case', () => {
    expect(isFocusedPayment({ txnCode: 'TXN-SBX-000042' }, ' txn-sbx-000042 ')).toBe(true);
    expect(isFocusedPayment({ txnCode: 'TXN-SBX-000042' }, 'TXN-SBX-000043')).toBe(false);
    expect(isFocusedPayment({ txnCode: undefined }, 'TXN-SBX-000042')).toBe(false);
    expect(isFocusedPayment({ txnCode: '' }, '')).toBe(false);
    expect(isFocusedPayment({ txnCode: 'TXN-SBX-000042' }, undefined)).toBe(false);
  });
});
