import { describe, expect, it } from 'vitest';
import { type PortalError } from '../../../client/PortalError';
import { json } from '../../../test/stubFetch';
import { bodyOf, rejectionOf, testClient } from '../../../test/testClient';
import {
  downloadBill,
  getBillDetails,
  getLastSixBills,
  getLastSixConsumptions,
  getUtilityAccounts,
  parseEmailList,
  shareBill,
} from '../bills';

const docs = '/api/proxy/DocumentsAPI/2.0';
const account = { providerCode: 'ADDA00002', accountNumber: '1234567890' };
const bill = {
  billId: 7,
  billDate: '01-10-2026',
  dueDate: '15-10-2026',
  amount: '310.75',
  consumption: 1200,
  unit: 'kWh',
};

describe('bill reads', () => {
  it('uses V1 without a service type and V2 with one', async () => {
    const { client, requests } = testClient((request) =>
      request.url.pathname.includes('LastSix')
        ? json({ data: Array.from({ length: 8 }, () => bill) })
        : json({ data: bill }),
    );
    await expect(getBillDetails(client, account)).resolves.toMatchObject({
      billId: '7',
      amount: 310.75,
    });
    await getBillDetails(client, { ...account, serviceType: 8, billId: '7' });
    await expect(getLastSixBills(client, account)).resolves.toHaveLength(6);
    await getLastSixBills(client, { ...account, serviceType: 8 });
    await getLastSixConsumptions(client, account);
    await getLastSixConsumptions(client, { ...account, serviceType: 8 });
    expect(requests.map((request) => request.url.pathname.replace(docs, ''))).toEqual([
      '/getBillDetails',
      '/getBillDetailsV2',
      '/getLastSixBills',
      '/getLastSixBillsV2',
      '/getLastSixConsumptions',
      '/getLastSixConsumptionsV2',
    ]);
    expect(bodyOf(requests[0])).toEqual(account);
    expect(bodyOf(requests[1])).toEqual({ ...account, billId: '7', serviceType: 8 });
  });

  it('reads the utility list through the common UI service', async () => {
    const { client, requests } = testClient(() =>
      json({ data: [{ providerCode: 'AADC00001', accountNumber: 55, serviceType: '7' }] }),
    );
    await expect(getUtilityAccounts(client)).resolves.toEqual([
      { providerCode: 'AADC00001', accountNumber: '55', serviceType: 7 },
    ]);
    expect(requests[0]?.url.pathname).toBe('/api/proxy/journey-service-common/1.0/utility/getList');
  });
});

describe('downloadBill', () => {
  it('returns the PDF blob', async () => {
    const pdf = Buffer.from('%PDF-1.5 bill').toString('base64');
    const { client, requests } = testClient(() => json({ data: { pdf } }));
    const blob = await downloadBill(client, { ...account, serviceType: 8, billId: '7' });
    expect(blob.type).toBe('application/pdf');
    expect(requests[0]?.url.pathname).toBe(`${docs}/downloadBillV2`);
  });

  it('refuses an answer that is not a PDF', async () => {
    const { client } = testClient(() =>
      json({ data: { pdf: Buffer.from('<html>').toString('base64') } }),
    );
    const error = (await rejectionOf(
      downloadBill(client, { ...account, serviceType: 8, billId: '7' }),
    )) as PortalError;
    expect(error.issues).toEqual(['data.pdf: not a base64 PDF document']);
  });
});

describe('shareBill', () => {
  it('splits, de-duplicates and sends the emails with the captcha token', async () => {
    const { client, requests } = testClient(() => json({ success: true }));
    await shareBill(client, {
      ...account,
      emails: 'a@example.ae, b@example.ae;\nA@example.ae ',
      captchaToken: 'cap',
    });
    expect(requests[0]?.url.pathname).toBe(`${docs}/shareWaterElectricityBill`);
    expect(requests[0]?.url.searchParams.get('lang')).toBe('en');
    expect(bodyOf(requests[0])).toEqual({
      ...account,
      emails: ['a@example.ae', 'b@example.ae'],
      captchaToken: 'cap',
    });
  });

  it('names a bad address and a missing captcha before sending', async () => {
    const { client, requests } = testClient(() => json({ success: true }));
    const bad = (await rejectionOf(
      shareBill(client, { ...account, emails: 'a@example.ae, not-an-email', captchaToken: 'cap' }),
    )) as PortalError;
    expect(bad.issues[0]).toMatch(/^emails\.1: /);
    const captcha = (await rejectionOf(
      shareBill(client, { ...account, emails: 'a@example.ae', captchaToken: '' }),
    )) as PortalError;
    expect(captcha.issues[0]).toMatch(/^captchaToken: /);
    const none = (await rejectionOf(
      shareBill(client, { ...account, emails: ' ', captchaToken: 'cap' }),
    )) as PortalError;
    expect(none.issues[0]).toMatch(/^emails: /);
    expect(requests).toHaveLength(0);
  });

  it('surfaces a refused captcha as a business error', async () => {
    const { client } = testClient(() => json({ success: false, message: 'Captcha failed' }));
    const error = (await rejectionOf(
      shareBill(client, { ...account, emails: 'a@example.ae', captchaToken: 'cap' }),
    )) as PortalError;
    expect(error.userMessage).toEqual({ type: 'server', text: 'Captcha failed' });
  });

  it('parseEmailList keeps order and drops empties, with the recipients rule’s separators', () => {
    expect(parseEmailList('')).toEqual([]);
    expect(parseEmailList(' x@y.ae ,, z@y.ae ')).toEqual(['x@y.ae', 'z@y.ae']);
    // Spaces do not separate (the rule refuses "a@x.ae b@y.ae" as one bad address).
    expect(parseEmailList('x@y.ae z@y.ae;\nq@y.ae')).toEqual(['x@y.ae z@y.ae', 'q@y.ae']);
  });

  it('takes addresses already parsed by the form, de-duplicated again', async () => {
    const { client, requests } = testClient(() => json({ success: true }));
    await shareBill(client, {
      ...account,
      emails: ['a@example.ae', 'A@example.ae', 'b@example.ae'],
      captchaToken: 'cap',
    });
    expect(bodyOf(requests[0])).toMatchObject({ emails: ['a@example.ae', 'b@example.ae'] });
  });
});
