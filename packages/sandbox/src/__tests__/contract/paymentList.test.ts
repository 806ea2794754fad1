import { downloadReceipt, getPayments, PAYMENT_LIST_STATUSES } from '@portal/core/api/payment';
import { getLastSixBills } from '@portal/core/api/bills';
import { getLinkedAccounts } from '@portal/core/api/paymentHub';
import { getNotifications } from '@portal/core/api/commonUi';
import { describe, expect, it } from 'vitest';
import { failureOf } from '../support/failureOf';
import { clientFor, testSandbox } from '../support/sandboxClient';

describe('payment/list against the sandbox (assumed call)', () => {
  it('lists a due row for each linked account with an amount due, then the payments, newest first', async () => {
    const client = clientFor(testSandbox());
    const page = await getPayments(client, { pageSize: 50 });
    const due = page.items.filter((item) => item.status === 'due');
    const accounts = (await getLinkedAccounts(client)).filter(
      (account) => (account.dueAmount ?? 0) > 0,
    );
    expect(due.map((item) => item.accountId).sort()).toEqual(
      accounts.map((account) => account.id).sort(),
    );
    for (const item of due) {
      expect(item.amount).toBeGreaterThan(0);
      expect(item.entity).toBeTruthy();
    }
    const done = page.items.filter((item) => item.status !== 'due');
    expect(done.map((item) => item.txnCode)).toEqual([
      'TXN-SBX-SEED-001',
      'TXN-SBX-000042',
      'TXN-SBX-SEED-002',
    ]);
    expect(done.map((item) => item.status)).toEqual(['paid', 'paid', 'failed']);
    expect(page.total).toBe(page.items.length);
    for (const item of page.items) expect(PAYMENT_LIST_STATUSES).toContain(item.status);
  });

  it('answers only due rows with dueOnly, and pages', async () => {
    const client = clientFor(testSandbox());
    const dueOnly = await getPayments(client, { dueOnly: true, pageSize: 50 });
    expect(dueOnly.items.length).toBeGreaterThan(0);
    expect(dueOnly.items.every((item) => item.status === 'due')).toBe(true);
    const first = await getPayments(client, { pageSize: 2 });
    const second = await getPayments(client, { page: 2, pageSize: 2 });
    expect(first.items).toHaveLength(2);
    expect(second.items[0]?.id).not.toBe(first.items[0]?.id);
    expect((await getPayments(client, { page: 99, pageSize: 50 })).items).toEqual([]);
  });

  it('holds the transaction the seeded payment notification names, paid, with a PDF receipt', async () => {
    const client = clientFor(testSandbox());
    const notified = (await getNotifications(client, { page: 1 })).find(
      (notification) => notification.txnCode === 'TXN-SBX-000042',
    );
    expect(notified).toBeDefined();
    const page = await getPayments(client, { pageSize: 50 });
    const row = page.items.find((item) => item.txnCode === 'TXN-SBX-000042');
    // It paid the second electricity account's previous bill: the same amount.
    const [, second] = await getLinkedAccounts(client, 'addc');
    const [, previous] = await getLastSixBills(client, {
      providerCode: 'ADDA00002',
      accountNumber: second?.accountNumber ?? '',
    });
    expect(row).toMatchObject({
      status: 'paid',
      serviceId: 'addc',
      amount: previous?.amount,
      paymentId: 'PAY-SBX-000042',
    });
    const pdf = await downloadReceipt(client, {
      transactionId: 'TXN-SBX-000042',
      serviceId: 'addc',
    });
    const head = new TextDecoder().decode(new Uint8Array(await pdf.arrayBuffer()).slice(0, 5));
    expect(head).toBe('%PDF-');
  });

  it('names rows in the asked language', async () => {
    const app = testSandbox();
    const en = await getPayments(clientFor(app), { pageSize: 50 });
    const ar = await getPayments(clientFor(app, { lang: 'ar' }), { pageSize: 50 });
    expect(en.items[0]?.title).not.toBe(ar.items[0]?.title);
    expect(ar.items[0]?.title).toMatch(/[\u0600-\u06FF]/);
  });

  it('refuses a page size above 50 before sending', async () => {
    const client = clientFor(testSandbox());
    expect((await failureOf(getPayments(client, { pageSize: 51 }))).kind).toBe('invalid-request');
  });
});
