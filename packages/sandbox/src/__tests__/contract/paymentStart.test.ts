import { getBillDetails } from '@portal/core/api/bills';
import { initializePayment, type PaymentInitializeRequest } from '@portal/core/api/payment';
import { getLinkedAccounts } from '@portal/core/api/paymentHub';
import type { PortalClient } from '@portal/core/client';
import { describe, expect, it } from 'vitest';
import type { SandboxApp } from '../../createSandbox';
import { failureOf } from '../support/failureOf';
import { payOnPage } from '../support/payOnPage';
import { clientFor, testSandbox, TEST_NOW } from '../support/sandboxClient';

const PORTAL = { origin: 'http://127.0.0.1:5173' };

/** The session's first linked ADDC account (postpaid: it has a bill). */
async function addcAccount(client: PortalClient) {
  const [account] = await getLinkedAccounts(client, 'addc');
  if (!account?.accountNumber) throw new Error('the seed links an ADDC account');
  return { accountNumber: account.accountNumber, due: account.dueAmount ?? 0 };
}

/** The payment/initialize payload for one item. */
function payload(
  serviceId: string,
  providerCode: string,
  accountNumber: string,
  amount: number,
): PaymentInitializeRequest {
  return {
    serviceId,
    amount,
    currency: 'AED',
    mode: 'Purchase',
    items: [{ providerCode, accountNumber, amount }],
    returnUrl: `/en/my-utilities/pay/${serviceId}/la-013`,
    displayTheme: 'light',
  };
}

async function start(client: PortalClient, request: PaymentInitializeRequest) {
  return initializePayment(client, request, PORTAL);
}

/** The refusal of a start: its status and the words core would show. */
async function refusalOf(client: PortalClient, request: PaymentInitializeRequest) {
  const error = await failureOf(start(client, request));
  return { status: error.status, message: error.userMessage };
}

describe('payment/initialize refuses a payment its records do not allow (issue O item 7)', () => {
  it('refuses a bill already paid: the second payment of a settled bill never opens, and nothing is booked to the balance', async () => {
    const app = testSandbox();
    const client = clientFor(app);
    const { accountNumber, due } = await addcAccount(client);
    expect(due).toBeGreaterThan(0);
    const first = await start(client, payload('addc', 'ADDA00002', accountNumber, due));
    expect((await payOnPage(app, first.paymentUrl, 'approved')).status).toBe(303);
    expect(
      await getBillDetails(client, { providerCode: 'ADDA00002', accountNumber }),
    ).toMatchObject({ status: 'Paid', amountDue: 0 });

    expect(await refusalOf(client, payload('addc', 'ADDA00002', accountNumber, due))).toEqual({
      status: 409,
      message: {
        type: 'server',
        text: `This bill has already been paid: nothing is left to pay on account ${accountNumber}.`,
      },
    });
    expect(await refusalOf(client, payload('addc', 'ADDA00002', accountNumber, 50))).toMatchObject({
      status: 409,
    });
    expect((await addcAccount(client)).due).toBe(0);
  });

  it('refuses a second payment while one for the account is open, and allows it once that one is declined', async () => {
    const app = testSandbox();
    const client = clientFor(app);
    const { accountNumber, due } = await addcAccount(client);
    const first = await start(client, payload('addc', 'ADDA00002', accountNumber, due));
    expect(await refusalOf(client, payload('addc', 'ADDA00002', accountNumber, due))).toEqual({
      status: 409,
      message: {
        type: 'server',
        text: 'A payment for this account is already under way. Finish it on the payment page, or try again in 15 minutes.',
      },
    });
    await payOnPage(app, first.paymentUrl, 'declined');
    await expect(
      start(client, payload('addc', 'ADDA00002', accountNumber, due)),
    ).resolves.toMatchObject({ transactionId: expect.stringMatching(/^TXN-SBX-/) });
  });

  it('closes a payment left open for 15 minutes as cancelled, so its page cannot approve it after a new one started', async () => {
    let now = TEST_NOW;
    const app: SandboxApp = testSandbox({ now: () => now });
    const client = clientFor(app);
    const { accountNumber, due } = await addcAccount(client);
    const abandoned = await start(client, payload('addc', 'ADDA00002', accountNumber, due));
    now = new Date(TEST_NOW.getTime() + 15 * 60_000);
    const next = await start(client, payload('addc', 'ADDA00002', accountNumber, due));
    expect((await payOnPage(app, abandoned.paymentUrl, 'approved')).status).toBe(409);
    expect((await payOnPage(app, next.paymentUrl, 'approved')).status).toBe(303);
    expect((await addcAccount(client)).due).toBe(0);
  });

  it('refuses more than is left to pay on the bill, and takes a part payment', async () => {
    const app = testSandbox();
    const client = clientFor(app);
    const { accountNumber, due } = await addcAccount(client);
    const more = Math.round((due + 0.01) * 100) / 100;
    expect(
      await refusalOf(client, payload('addc', 'ADDA00002', accountNumber, more)),
    ).toMatchObject({
      status: 409,
      message: { type: 'server', text: expect.stringContaining('is more than the AED') },
    });
    const part = await start(client, payload('addc', 'ADDA00002', accountNumber, 50));
    await payOnPage(app, part.paymentUrl, 'approved');
    const bill = await getBillDetails(client, { providerCode: 'ADDA00002', accountNumber });
    expect(bill).toMatchObject({ status: 'Unpaid', amountDue: Math.round((due - 50) * 100) / 100 });
    expect((await addcAccount(client)).due).toBe(bill.amountDue);
  });

  it('refuses an account that is not linked to the person', async () => {
    const client = clientFor(testSandbox());
    expect(await refusalOf(client, payload('addc', 'ADDA00002', '1234567890', 50))).toEqual({
      status: 409,
      message: {
        type: 'server',
        text: 'Account 1234567890 is not linked to you. Link it first, then pay.',
      },
    });
  });

  it('refuses a service that does not match the account', async () => {
    const client = clientFor(testSandbox());
    const { accountNumber } = await addcAccount(client);
    expect(await refusalOf(client, payload('du', 'ADDA00002', accountNumber, 50))).toEqual({
      status: 409,
      message: {
        type: 'server',
        text: `Account ${accountNumber} belongs to Abu Dhabi Distribution Company (ADDC); it cannot be paid as du.`,
      },
    });
  });

  it('says each refusal in Arabic for an Arabic request', async () => {
    const app = testSandbox();
    const client = clientFor(app, { lang: 'ar' });
    const { accountNumber, due } = await addcAccount(client);
    const texts = [
      (await refusalOf(client, payload('addc', 'ADDA00002', '1234567890', 50))).message,
      (await refusalOf(client, payload('du', 'ADDA00002', accountNumber, 50))).message,
    ];
    const first = await start(client, payload('addc', 'ADDA00002', accountNumber, due));
    texts.push((await refusalOf(client, payload('addc', 'ADDA00002', accountNumber, due))).message);
    await payOnPage(app, first.paymentUrl, 'approved');
    texts.push((await refusalOf(client, payload('addc', 'ADDA00002', accountNumber, due))).message);
    expect(texts).toEqual([
      { type: 'server', text: 'الحساب 1234567890 غير مرتبط بك. اربطه أولاً، ثم ادفع.' },
      {
        type: 'server',
        text: `الحساب ${accountNumber} تابع لـشركة أبوظبي للتوزيع، ولا يمكن دفعه ضمن خدمة du.`,
      },
      {
        type: 'server',
        text: 'هناك عملية دفع جارية لهذا الحساب. أكملها في صفحة الدفع، أو حاول مرة أخرى بعد 15 دقيقة.',
      },
      {
        type: 'server',
        text: `تم دفع هذه الفاتورة بالفعل: لا يوجد مبلغ متبقٍ للدفع على الحساب ${accountNumber}.`,
      },
    ]);
  });

  it('still tops up a prepaid line, which has no bill', async () => {
    const app = testSandbox();
    const client = clientFor(app);
    const prepaid = (await getLinkedAccounts(client, 'du')).find(
      (account) => account.providerCode === 'DU0001',
    );
    expect(prepaid).toBeDefined();
    const topUp = await start(client, payload('du', 'DU0001', prepaid?.accountNumber ?? '', 50));
    expect((await payOnPage(app, topUp.paymentUrl, 'approved')).status).toBe(303);
    const again = await start(client, payload('du', 'DU0001', prepaid?.accountNumber ?? '', 50));
    expect(again.transactionId).not.toBe(topUp.transactionId);
  });
});
