import { describe, expect, it, vi } from 'vitest';
import { PortalError } from '../../../client/PortalError';
import { json } from '../../../test/stubFetch';
import { bodyOf, rejectionOf, testClient } from '../../../test/testClient';
import { downloadReceipt } from '../downloadReceipt';
import type { PaymentInitializeRequest } from '../paymentCalls';
import { initializePayment, inquireTransaction } from '../payments';

const pdfBase64 = Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj <<>> endobj\n%%EOF').toString('base64');
const payment: PaymentInitializeRequest = {
  serviceId: 'UTIL',
  amount: 150,
  currency: 'AED',
  mode: 'Purchase',
  items: [{ providerCode: 'DU0002', accountNumber: '0551234567', amount: 150 }],
  returnUrl: '/en/mylocker/payments/list',
  displayTheme: 'dark',
};
const policy = { origin: 'https://www.portal.test', allowedOrigins: ['https://pay.gateway.test'] };

describe('initializePayment', () => {
  it('POSTs the payload with displayTheme and returns the checked gateway URL', async () => {
    const { client, requests } = testClient(() =>
      json({
        success: true,
        data: { transactionId: 'T1', paymentUrl: 'https://pay.gateway.test/p/T1' },
      }),
    );
    const started = await initializePayment(client, payment, policy);
    expect(started.transactionId).toBe('T1');
    expect(started.paymentUrl.href).toBe('https://pay.gateway.test/p/T1');
    expect(`${requests[0]?.url.pathname}${requests[0]?.url.search}`).toBe(
      '/api/proxy/paymentHub/payment/initialize?lang=en',
    );
    expect(bodyOf(requests[0])).toEqual(payment);
  });

  it('refuses a gateway URL off the allow-list', async () => {
    const { client } = testClient(() =>
      json({ success: true, data: { transactionId: 'T1', paymentUrl: 'javascript:alert(1)' } }),
    );
    const error = (await rejectionOf(initializePayment(client, payment, policy))) as PortalError;
    expect(error.issues).toEqual(['data.paymentUrl: refused (scheme-not-allowed)']);
  });
});

describe('inquireTransaction', () => {
  it('sends transid, action 8, LAST_ANY, udf5 TRANID, serviceId and languageId', async () => {
    const { client, requests } = testClient(
      () => json({ data: { paymentId: 99, result: 'Success', amount: '150.00' } }),
      { lang: 'ar' },
    );
    await expect(
      inquireTransaction(client, { transactionId: 'T1', serviceId: 'UTIL' }),
    ).resolves.toEqual({ paymentId: '99', result: 'Success', amount: 150, items: [] });
    expect(requests[0]?.url.pathname).toBe('/api/proxy/paymentHub/payment/inquiryTransactionV2');
    expect(bodyOf(requests[0])).toEqual({
      transid: 'T1',
      action: 8,
      inqType: 'LAST_ANY',
      udf5: 'TRANID',
      serviceId: 'UTIL',
      languageId: 'AR',
    });
  });

  it('reads the paid items (provider code, account number, amount) when the answer has them', async () => {
    const { client } = testClient(() =>
      json({
        data: {
          paymentId: 'P',
          result: 'Success',
          items: [{ providerCode: 'ADDA00002', accountNumber: 1234567890, amount: '12.50' }],
        },
      }),
    );
    await expect(
      inquireTransaction(client, { transactionId: 'T1', serviceId: 'addc' }),
    ).resolves.toMatchObject({
      items: [{ providerCode: 'ADDA00002', accountNumber: '1234567890', amount: 12.5 }],
    });
  });

  it('asks through the journey proxy when told to', async () => {
    const { client, requests } = testClient(() => json({ data: { paymentId: 'P' } }), {
      services: { 'journey-service': 'journeys-svc' },
    });
    await inquireTransaction(client, {
      transactionId: 'T1',
      serviceId: 'S',
      viaJourneyProxy: true,
    });
    expect(requests[0]?.url.pathname).toBe('/api/proxy/journeys-svc/1.0/inquiryTransactionV2');
  });
});

describe('downloadReceipt', () => {
  function receiptServer(details: unknown, receipt: unknown) {
    return testClient((request) =>
      request.url.pathname.endsWith('getReceipt') ? json(receipt) : json(details),
    );
  }

  it('inquires, fetches the receipt by paymentId and returns a PDF blob', async () => {
    const { client, requests } = receiptServer(
      { data: { paymentId: 'P-9' } },
      { data: { pdf: pdfBase64 } },
    );
    const blob = await downloadReceipt(client, { transactionId: 'T1', serviceId: 'UTIL' });
    expect(blob.type).toBe('application/pdf');
    expect(new TextDecoder().decode((await blob.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    expect(bodyOf(requests[1])).toEqual({ paymentId: 'P-9' });
  });

  it.each([
    [
      { data: {} },
      { data: { pdf: pdfBase64 } },
      'data.paymentId: missing from the transaction details',
    ],
    [{ data: { paymentId: 'P' } }, { data: {} }, 'data.pdf: missing from the receipt'],
    [
      { data: { paymentId: 'P' } },
      { data: { pdf: Buffer.from('<html>').toString('base64') } },
      'data.pdf: not a base64 PDF document',
    ],
    [
      { data: { paymentId: 'P' } },
      { data: { pdf: '***not base64***' } },
      'data.pdf: not a base64 PDF document',
    ],
  ])(
    'fails with the generic message when a step is missing (%#)',
    async (details, receipt, issue) => {
      const onError = vi.fn();
      const { client } = testClient(
        (request) => (request.url.pathname.endsWith('getReceipt') ? json(receipt) : json(details)),
        { onError },
      );
      const error = (await rejectionOf(
        downloadReceipt(client, { transactionId: 'T', serviceId: 'S' }),
      )) as PortalError;
      expect(error.userMessage).toEqual({ type: 'key', key: 'something.wentWrong' });
      expect(error.issues).toEqual([issue]);
      expect(onError).toHaveBeenCalledOnce();
    },
  );

  it('shows the generic message even when the server sent its own', async () => {
    const { client } = receiptServer({ success: false, message: 'Transaction not found' }, {});
    const error = (await rejectionOf(
      downloadReceipt(client, { transactionId: 'T', serviceId: 'S' }),
    )) as PortalError;
    expect(error.kind).toBe('business');
    expect(error.call).toBe('payment.downloadReceipt');
    expect(error.userMessage).toEqual({ type: 'key', key: 'something.wentWrong' });
    expect(error.cause).toBeInstanceOf(PortalError);
  });
});
