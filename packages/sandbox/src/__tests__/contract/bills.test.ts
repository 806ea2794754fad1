import {
  downloadBill,
  getBillDetails,
  getLastSixBills,
  getLastSixConsumptions,
  getUtilityAccounts,
  shareBill,
} from '@portal/core/api/bills';
import { getLinkedAccounts } from '@portal/core/api/paymentHub';
import { describe, expect, it } from 'vitest';
import { failureOf } from '../support/failureOf';
import { clientFor, controlCall, testSandbox } from '../support/sandboxClient';

/** A captcha token from the sandbox's token endpoint (the default session, as the client's). */
async function captchaToken(app: ReturnType<typeof testSandbox>, mode?: string) {
  const response = await controlCall(
    app,
    `/__sandbox/captcha/token${mode ? `?__captcha=${mode}` : ''}`,
  );
  const body = (await response.json()) as { data: { token: string } };
  return body.data.token;
}

async function firstAddcAccount(client: ReturnType<typeof clientFor>) {
  const [account] = await getLinkedAccounts(client, 'addc');
  return {
    providerCode: 'ADDA00002',
    accountNumber: account?.accountNumber ?? '',
    due: account?.dueAmount,
  };
}

describe('bills against the sandbox', () => {
  it('reads the open bill with V1 and V2, due date as DD-MM-YYYY', async () => {
    const client = clientFor(testSandbox());
    const account = await firstAddcAccount(client);
    const v1 = await getBillDetails(client, account);
    const v2 = await getBillDetails(client, { ...account, serviceType: 8 });
    expect(v1).toEqual(v2);
    expect(v1).toMatchObject({
      amount: account.due,
      status: 'Unpaid',
      dueDate: expect.stringMatching(/^\d{2}-\d{2}-\d{4}$/),
    });
  });

  it('lists six past bills and six consumptions, newest first', async () => {
    const client = clientFor(testSandbox());
    const account = await firstAddcAccount(client);
    const bills = await getLastSixBills(client, { ...account, serviceType: 8 });
    const consumptions = await getLastSixConsumptions(client, account);
    expect(bills).toHaveLength(6);
    expect(consumptions).toHaveLength(6);
    expect(consumptions[0]?.unit).toBe('kWh');
    expect(await getLastSixConsumptions(client, { ...account, serviceType: 8 })).toEqual(
      consumptions,
    );
    const months = consumptions.map((c) => c.month ?? '');
    expect(months).toEqual([...months].sort().reverse());
  });

  it('reads one past bill by id and downloads it as a PDF', async () => {
    const client = clientFor(testSandbox());
    const account = await firstAddcAccount(client);
    const [past] = await getLastSixBills(client, account);
    expect(await getBillDetails(client, { ...account, billId: past?.billId ?? '' })).toEqual(past);
    const pdf = await downloadBill(client, {
      ...account,
      serviceType: 8,
      billId: past?.billId ?? '',
    });
    expect(new TextDecoder().decode(new Uint8Array(await pdf.arrayBuffer()).slice(0, 5))).toBe(
      '%PDF-',
    );
  });

  it('refuses an account that is not linked, and a service type that does not match', async () => {
    const client = clientFor(testSandbox());
    expect(
      (await failureOf(getBillDetails(client, { providerCode: 'ADDA00002', accountNumber: '1' })))
        .status,
    ).toBe(404);
    const account = await firstAddcAccount(client);
    expect((await failureOf(getBillDetails(client, { ...account, serviceType: 4 }))).status).toBe(
      422,
    );
  });

  it('shares an electricity bill with a token the sandbox issued, and refuses it a second time', async () => {
    const app = testSandbox();
    const client = clientFor(app);
    const account = await firstAddcAccount(client);
    const token = await captchaToken(app);
    await expect(
      shareBill(client, {
        ...account,
        emails: 'a@example.com, b@example.com',
        captchaToken: token,
      }),
    ).resolves.toBeUndefined();
    const reused = await failureOf(
      shareBill(client, { ...account, emails: 'a@example.com', captchaToken: token }),
    );
    expect(reused.status).toBe(422);
    expect(reused.userMessage).toEqual({
      type: 'server',
      text: 'This security check has already been used. Check the box again, then share.',
    });
  });

  it('refuses a failed, an expired and an unknown captcha token with its message', async () => {
    const app = testSandbox();
    const client = clientFor(app);
    const account = await firstAddcAccount(client);
    const refusal = async (captchaToken: string) =>
      (await failureOf(shareBill(client, { ...account, emails: 'a@example.com', captchaToken })))
        .userMessage;
    expect(await refusal(await captchaToken(app, 'fail'))).toEqual({
      type: 'server',
      text: 'The security check failed. Check the box again, then share.',
    });
    expect(await refusal(await captchaToken(app, 'expired'))).toEqual({
      type: 'server',
      text: 'The security check has expired. Check the box again, then share.',
    });
    expect(await refusal('made-up-token')).toEqual({
      type: 'server',
      text: 'The security check could not be verified. Check the box again, then share.',
    });
  });

  it('answers the captcha refusal in Arabic for an Arabic request', async () => {
    const app = testSandbox();
    const client = clientFor(app, { lang: 'ar' });
    const account = await firstAddcAccount(client);
    const error = await failureOf(
      shareBill(client, {
        ...account,
        emails: 'a@example.com',
        captchaToken: await captchaToken(app, 'fail'),
      }),
    );
    expect(error.userMessage).toEqual({
      type: 'server',
      text: 'لم ينجح التحقق الأمني. ضع علامة في المربع مرة أخرى، ثم شارك.',
    });
  });

  it('refuses to share a gas bill', async () => {
    const client = clientFor(testSandbox());
    const [gas] = await getLinkedAccounts(client, 'adnocgas');
    const error = await failureOf(
      shareBill(client, {
        providerCode: 'ADNOC0002',
        accountNumber: gas?.accountNumber ?? '',
        emails: 'a@example.com',
        captchaToken: 'ok',
      }),
    );
    expect(error.status).toBe(422);
  });

  it('lists the utility accounts: electricity, water and gas', async () => {
    const utilities = await getUtilityAccounts(clientFor(testSandbox()));
    expect(new Set(utilities.map((u) => u.providerCode))).toEqual(
      new Set(['ADNOC0002', 'ADDA00002', 'AADC00001']),
    );
  });
});
