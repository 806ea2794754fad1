import { describe, expect, it } from 'vitest';
import { json } from '../../../test/stubFetch';
import { bodyOf, rejectionOf, testClient } from '../../../test/testClient';
import { getPayments } from '../paymentList';
import { paymentListCall } from '../paymentListCalls';

const paid = {
  id: 'TXN-SBX-000042',
  txnCode: 'TXN-SBX-000042',
  serviceId: 'addc',
  providerCode: 'ADDA00002',
  title: 'ADDC electricity',
  amount: '642.10',
  status: 'paid',
  date: '2026-11-20T08:00:00.000Z',
  paymentId: 42,
  entity: null,
  accountId: null,
};
const due = {
  id: 'due-la-013',
  serviceId: 'addc',
  title: 'Beach flat',
  amount: 310.5,
  status: 'due',
  entity: 'addc',
  accountId: 'la-013',
};

describe('payment/list (assumed call outside spec 000 §7)', () => {
  it('is a POST under the payment prefix with ?lang= that fails on success:false', () => {
    expect(paymentListCall.method).toBe('POST');
    expect(paymentListCall.path).toBe('/api/proxy/paymentHub/payment/list');
    expect(paymentListCall.langQuery).toBe(true);
    expect(paymentListCall.failsOnUnsuccessful).toBe(true);
  });

  it('asks for the first page of 20 and reads amounts and ids as the rest of the client does', async () => {
    const { client, requests } = testClient(
      () => json({ success: true, data: { items: [due, paid], total: 2 } }),
      { lang: 'ar' },
    );
    const page = await getPayments(client);
    expect(`${requests[0]?.url.pathname}${requests[0]?.url.search}`).toBe(
      '/api/proxy/paymentHub/payment/list?lang=ar',
    );
    expect(bodyOf(requests[0])).toEqual({ page: 1, pageSize: 20 });
    expect(page.total).toBe(2);
    expect(page.items[1]).toMatchObject({ amount: 642.1, paymentId: '42', status: 'paid' });
    expect(page.items[0]).toMatchObject({ amount: 310.5, accountId: 'la-013', entity: 'addc' });
  });

  it('sends dueOnly only when asked', async () => {
    const { client, requests } = testClient(() => json({ success: true, data: { items: [] } }));
    await getPayments(client, { dueOnly: true, page: 2, pageSize: 5 });
    await getPayments(client, { dueOnly: false });
    expect(requests.map(bodyOf)).toEqual([
      { dueOnly: true, page: 2, pageSize: 5 },
      { page: 1, pageSize: 20 },
    ]);
  });

  it.each([
    [{ page: 0 }, 'page'],
    [{ pageSize: 51 }, 'pageSize'],
    [{ page: 1.5 }, 'page'],
  ])('refuses %o before sending', async (input, field) => {
    const { client, requests } = testClient(() => json({ success: true, data: { items: [] } }));
    const error = await rejectionOf(getPayments(client, input));
    expect(error.kind).toBe('invalid-request');
    expect(error.issues[0]).toMatch(new RegExp(`^${field}: `));
    expect(requests).toHaveLength(0);
  });

  it.each([
    ['an unknown status', { items: [{ ...paid, status: 'refunded' }] }],
    ['a row without title', { items: [{ ...paid, title: '' }] }],
    ['an amount in words', { items: [{ ...paid, amount: 'lots' }] }],
    ['no items', {}],
  ])('fails with invalid-response on %s', async (_name, data) => {
    const { client } = testClient(() => json({ success: true, data }));
    const error = await rejectionOf(getPayments(client));
    expect(error.kind).toBe('invalid-response');
    expect(error.call).toBe('payment.list');
  });

  it('reports a refusal with the server message', async () => {
    const { client } = testClient(() => json({ success: false, message: 'Not now.', data: null }));
    const error = await rejectionOf(getPayments(client));
    expect(error.kind).toBe('business');
  });
});
