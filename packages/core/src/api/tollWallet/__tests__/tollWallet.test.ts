import { darbHistoryRange } from '../darbHistory';
import { describe, expect, it } from 'vitest';
import { type PortalError } from '../../../client/PortalError';
import { json } from '../../../test/stubFetch';
import { bodyOf, rejectionOf, testClient } from '../../../test/testClient';
import { getDarbTerms } from '../darbAccount';
import { getDarbVehicles } from '../darbVehicles';
import { topUpDarbWallet } from '../darbWallets';
import { tollCases } from './tollWallet.cases';

const darb = '/api/proxy/paymentHub/darb';
const postCases = tollCases.filter((tollCase) => tollCase.path !== '');

describe('toll wallet requests', () => {
  it('covers the 21 POST calls of spec 000 §7', () => {
    expect(new Set(postCases.map((tollCase) => tollCase.path)).size).toBe(21);
  });

  it.each(postCases.map((tollCase) => [tollCase.name, tollCase] as const))(
    '%s POSTs its path with ?lang= and payload, and parses the answer',
    async (_, tollCase) => {
      const { client, requests } = testClient(() => json(tollCase.sample));
      await expect(tollCase.run(client)).resolves.not.toBeInstanceOf(Error);
      expect(requests[0]?.method).toBe('POST');
      expect(`${requests[0]?.url.pathname}${requests[0]?.url.search}`).toBe(
        `${darb}/${tollCase.path}?lang=en`,
      );
      expect(bodyOf(requests[0])).toEqual(tollCase.body);
    },
  );

  it('GETs the terms with lang and darkMode', async () => {
    const { client, requests } = testClient(
      () => json({ data: { title: 'T', content: '<p>x</p>' } }),
      { lang: 'ar' },
    );
    await expect(getDarbTerms(client, { darkMode: true })).resolves.toEqual({
      title: 'T',
      content: '<p>x</p>',
    });
    expect(requests[0]?.method).toBe('GET');
    expect(`${requests[0]?.url.pathname}${requests[0]?.url.search}`).toBe(
      '/api/cms/getDarbTermsContent?lang=ar&darkMode=true',
    );
  });
});

describe('toll wallet rules at the edge', () => {
  it('refuses a top-up under the minimum of 10 before sending', async () => {
    const { client, requests } = testClient(() => json({}));
    const error = (await rejectionOf(
      topUpDarbWallet(
        client,
        { walletId: 'W', amount: 9.99, displayTheme: 'dark' },
        { origin: 'https://portal.test' },
      ),
    )) as PortalError;
    expect(error.issues[0]).toMatch(/^amount: /);
    expect(requests).toHaveLength(0);
  });

  it('refuses a gateway URL off the allow-list', async () => {
    const { client } = testClient(() =>
      json({ data: { transactionId: 'T', paymentUrl: 'https://evil.example/pay' } }),
    );
    const error = (await rejectionOf(
      topUpDarbWallet(
        client,
        { walletId: 'W', amount: 10, displayTheme: 'dark' },
        { origin: 'https://portal.test' },
      ),
    )) as PortalError;
    expect(error.issues).toEqual(['data.paymentUrl: refused (origin-not-allowed)']);
  });

  it('orders vehicles by their order field, unordered ones last', async () => {
    const { client } = testClient(() =>
      json({
        data: [
          { vehicleId: 'a' },
          { vehicleId: 'b', order: 2 },
          { vehicleId: 'c', order: '1' },
          { vehicleId: 'd' },
        ],
      }),
    );
    expect((await getDarbVehicles(client)).map((vehicle) => vehicle.vehicleId)).toEqual([
      'c',
      'b',
      'a',
      'd',
    ]);
  });

  it('surfaces the server message on success:false', async () => {
    const { client } = testClient(() => json({ success: false, message: 'Wallet is blocked' }));
    const error = (await rejectionOf(getDarbVehicles(client))) as PortalError;
    expect(error.userMessage).toEqual({ type: 'server', text: 'Wallet is blocked' });
  });
});

describe('darbHistoryRange', () => {
  it('covers the 90 days up to and including today, as ISO dates', () => {
    expect(darbHistoryRange(new Date('2026-11-02T05:30:00Z'))).toEqual({
      fromDate: '2026-08-05',
      toDate: '2026-11-02',
    });
    expect(darbHistoryRange(new Date('2026-03-01T00:00:00Z'), 1)).toEqual({
      fromDate: '2026-03-01',
      toDate: '2026-03-01',
    });
  });
});
