import { describe, expect, it, vi } from 'vitest';
import { PortalError } from '../../../client/PortalError';
import { json } from '../../../test/stubFetch';
import { bodyOf, rejectionOf, testClient } from '../../../test/testClient';
import { getCmsItem, getCmsPage, getCmsSpecificItems } from '../cms';
import { loadDraft, saveDraft } from '../drafts';
import { logClientError } from '../logClientError';
import { getServiceByGspPath, getServiceById } from '../services';
import { sendWalletOtp, verifyWalletOtp } from '../walletOtp';

describe('service reads', () => {
  it('GETs a service by id and by GSP path with ?lang=', async () => {
    const { client, requests } = testClient(
      () => json({ data: { id: 5, Title: 'Renew', OnlineService: true } }),
      { lang: 'ar' },
    );
    await expect(getServiceById(client, 'S-5')).resolves.toMatchObject({
      id: '5',
      Title: 'Renew',
      OnlineService: true,
    });
    await getServiceByGspPath(client, 'transport/renew');
    expect(
      requests.map((request) => `${request.method} ${request.url.pathname}${request.url.search}`),
    ).toEqual([
      'GET /pub/service/S-5?lang=ar',
      'GET /pub/service/gsp-path/transport%2Frenew?lang=ar',
    ]);
  });

  it("reads the service page's assumed details tolerantly: absent lists empty, amounts as numbers", async () => {
    const { client } = testClient(() =>
      json({
        data: {
          Title: 'Renew',
          Requirements: ['Valid Emirates ID', null, '  '],
          RequiredDocuments: null,
          Fees: [{ Label: 'Service fee', Amount: '150.50' }, { Label: 'Knowledge fee' }],
          Channels: [{ Type: 'online', Text: 'Website' }, { Type: 'fax' }],
          RelatedServices: [{ Name: 'Issue', Path: 'services/a/b/c' }],
          StartUrl: 'https://a.example/start',
          MobileAppOnly: null,
          RequiresSignIn: true,
        },
      }),
    );
    await expect(getServiceByGspPath(client, 'services/a/b/d')).resolves.toMatchObject({
      Requirements: ['Valid Emirates ID'],
      RequiredDocuments: [],
      Steps: [],
      Fees: [{ Label: 'Service fee', Amount: 150.5 }, { Label: 'Knowledge fee' }],
      Channels: [{ Type: 'online', Text: 'Website' }, { Type: 'fax' }],
      RelatedServices: [{ Name: 'Issue', Path: 'services/a/b/c' }],
      StartUrl: 'https://a.example/start',
      MobileAppOnly: null,
      RequiresSignIn: true,
    });
  });

  it('refuses an answer whose fee amount is not a number', async () => {
    const { client } = testClient(() => json({ data: { Fees: [{ Amount: 'free' }] } }));
    expect(((await rejectionOf(getServiceByGspPath(client, 'x'))) as PortalError).kind).toBe(
      'invalid-response',
    );
  });
});

describe('CMS reads', () => {
  it('reads a page, an item and specific items', async () => {
    const { client, requests } = testClient((request) =>
      request.url.pathname.endsWith('getCmsSpecificItem')
        ? json({ data: [{ id: 'a' }] })
        : json({ data: { Title: 'T' } }),
    );
    await expect(
      getCmsPage(client, { pageGroup: 'mylocker', pageName: 'payments' }),
    ).resolves.toEqual({ Title: 'T' });
    await expect(getCmsItem(client, '{ABC}')).resolves.toEqual({ Title: 'T' });
    await expect(getCmsSpecificItems(client, ['a', 'b'])).resolves.toEqual([{ id: 'a' }]);
    expect(requests[0]?.url.pathname).toBe('/api/cms/getCmsPage/mylocker/payments');
    expect(requests[0]?.url.search).toBe('?lang=en');
    expect(requests[1]?.url.search).toBe('?itemId=%7BABC%7D&lang=en');
    expect(requests[2]?.method).toBe('POST');
    expect(bodyOf(requests[2])).toEqual({ items: ['a', 'b'], lang: 'en' });
  });

  it('refuses an empty item list', async () => {
    const { client } = testClient(() => json({ data: [] }));
    expect(((await rejectionOf(getCmsSpecificItems(client, []))) as PortalError).kind).toBe(
      'invalid-request',
    );
  });
});

describe('drafts', () => {
  const key = { serviceCode: 'renew-permit', draftId: 'D1' };

  it('loads a saved draft with GET and saves with POST', async () => {
    const { client, requests } = testClient((request) =>
      request.method === 'GET'
        ? json({ data: { form: { plate: '123' }, savedAt: '2026-11-01T10:00:00Z' } })
        : json({ success: true }),
    );
    await expect(loadDraft(client, key)).resolves.toEqual({
      form: { plate: '123' },
      savedAt: '2026-11-01T10:00:00Z',
    });
    await expect(saveDraft(client, key, { plate: '124' })).resolves.toBe(true);
    expect(requests[0]?.url.pathname).toBe('/api/draft/load/renew-permit/D1');
    expect(requests[1]?.url.pathname).toBe('/api/draft/save/renew-permit/D1');
    expect(bodyOf(requests[1])).toEqual({ form: { plate: '124' } });
  });

  it('reads a missing draft as undefined', async () => {
    await expect(
      loadDraft(testClient(() => json({ data: null })).client, key),
    ).resolves.toBeUndefined();
  });
});

describe('wallet OTP', () => {
  it('sends the OTP to a normalised mobile with the default provider', async () => {
    const { client, requests } = testClient(() =>
      json({ success: true, data: { expiresInSeconds: 120 } }),
    );
    await expect(sendWalletOtp(client, { mobile: '050 123-4567' })).resolves.toEqual({
      sent: true,
      expiresInSeconds: 120,
    });
    expect(requests[0]?.url.pathname).toBe('/api/wallet/send-otp');
    expect(bodyOf(requests[0])).toEqual({ mobile: '0501234567', provider: 'uaepass' });
  });

  it('verifies a code and reads a wrong code as false', async () => {
    const { client, requests } = testClient(() => json({ success: false, message: 'Wrong code' }));
    await expect(verifyWalletOtp(client, { otpCode: '123456', provider: 'uaepass' })).resolves.toBe(
      false,
    );
    expect(bodyOf(requests[0])).toEqual({ otpCode: '123456', provider: 'uaepass' });
  });

  it('refuses a number that is not a UAE mobile', async () => {
    const error = (await rejectionOf(
      sendWalletOtp(testClient(() => json({})).client, { mobile: '12345' }),
    )) as PortalError;
    expect(error.issues[0]).toMatch(/^mobile: expected a UAE mobile number/);
  });
});

describe('logClientError', () => {
  it('POSTs the failure with the injected time and no query string', async () => {
    const { client, requests } = testClient(() => json({ success: true }));
    const failure = new PortalError({ kind: 'http', call: 'paymentHub.inquiry', status: 502 });
    await expect(
      logClientError(client, { error: failure, page: '/en/my-utilities?account=123' }),
    ).resolves.toBe(true);
    expect(requests[0]?.url.pathname).toBe('/api/log/error');
    expect(bodyOf(requests[0])).toEqual({
      level: 'error',
      message: failure.message,
      call: 'paymentHub.inquiry',
      kind: 'http',
      status: 502,
      page: '/en/my-utilities',
      occurredAt: '2026-11-22T10:00:00.000Z',
    });
  });

  it('resolves false without telling onError when the log itself fails', async () => {
    const onError = vi.fn();
    const { client } = testClient(() => json({}, 500), { onError });
    await expect(logClientError(client, { error: 'boom' })).resolves.toBe(false);
    await expect(logClientError(client, { error: {} })).resolves.toBe(false);
    expect(onError).not.toHaveBeenCalled();
  });
});
