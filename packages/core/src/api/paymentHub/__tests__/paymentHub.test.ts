import { describe, expect, it, vi } from 'vitest';
import { type PortalError } from '../../../client/PortalError';
import type { PaymentEntity } from '../../../rules/providers/paymentProviders';
import { json } from '../../../test/stubFetch';
import { bodyOf, rejectionOf, testClient } from '../../../test/testClient';
import {
  getAutopayUtilities,
  getEntityLookups,
  getUnlinkedSalikVehicles,
  loadSalikLookups,
} from '../hubLists';
import {
  deleteLinkedAccount,
  getAvailableEntities,
  getLinkedAccounts,
  inquireAccount,
  linkAccount,
  updateNickname,
} from '../linkedAccounts';

const hub = '/api/proxy/paymentHub/paymentHub';
const account = {
  id: 11,
  subscriptionId: 'S1',
  nickname: 'Home',
  accountNumber: 1234567890,
  serviceType: '8',
  transactionId: null,
};

describe('linked accounts', () => {
  it('POSTs getAllLinkedAccounts with ?lang= and normalises each account', async () => {
    const { client, requests } = testClient(
      () => json({ success: true, data: [account, { id: 'x', serviceType: 99 }] }),
      { lang: 'ar' },
    );
    const accounts = await getLinkedAccounts(client);
    expect(accounts[0]).toEqual({
      id: '11',
      subscriptionId: 'S1',
      nickname: 'Home',
      accountNumber: '1234567890',
      serviceType: 8,
      entity: 'addc',
      transactionId: undefined,
      providerCode: undefined,
      dueAmount: undefined,
    });
    expect(accounts[1]?.entity).toBe('unknown');
    expect(requests[0]?.method).toBe('POST');
    expect(`${requests[0]?.url.pathname}${requests[0]?.url.search}`).toBe(
      `${hub}/getAllLinkedAccounts?lang=ar`,
    );
    expect(bodyOf(requests[0])).toEqual({});
  });

  it('reads one entity and the available entities', async () => {
    const { client, requests } = testClient((request) =>
      request.url.pathname.endsWith('getAvailableEntitiesInfo')
        ? json({ data: [{ entity: 'du', providerCode: 'DU0002', autopayEligible: true }] })
        : json({ data: [account] }),
    );
    await getLinkedAccounts(client, 'du');
    await expect(getAvailableEntities(client)).resolves.toEqual([
      { entity: 'du', providerCode: 'DU0002', autopayEligible: true },
    ]);
    expect(requests.map((request) => request.url.pathname)).toEqual([
      `${hub}/du/getLinkedAccounts`,
      `${hub}/getAvailableEntitiesInfo`,
    ]);
  });

  it('links, renames, inquires and unlinks with the entity in the path', async () => {
    const { client, requests } = testClient((request) => {
      if (request.url.pathname.endsWith('verifyAndLinkAccount'))
        return json({ success: true, data: account });
      if (request.url.pathname.endsWith('inquiry'))
        return json({ success: true, data: { dueAmount: '120.50', dueDate: '01-12-2026' } });
      return json({ success: true });
    });
    await expect(
      linkAccount(client, 'addc', { accountNumber: '1234567890', nickname: 'Home' }),
    ).resolves.toMatchObject({ id: '11', entity: 'addc' });
    await updateNickname(client, 'addc', { id: '11', nickname: ' Villa ' });
    await expect(
      inquireAccount(client, 'addc', { accountNumber: '1234567890' }),
    ).resolves.toMatchObject({ dueAmount: 120.5, dueDate: '01-12-2026' });
    await deleteLinkedAccount(client, 'addc', '11');
    expect(requests.map((request) => request.url.pathname.replace(hub, ''))).toEqual([
      '/addc/verifyAndLinkAccount',
      '/addc/updateNickName',
      '/addc/inquiry',
      '/addc/deleteAccount',
    ]);
    expect(bodyOf(requests[0])).toEqual({ accountNumber: '1234567890', nickname: 'Home' });
    expect(bodyOf(requests[1])).toEqual({ id: '11', nickname: 'Villa' });
    expect(bodyOf(requests[2])).toEqual({ accountNumber: '1234567890' });
    expect(bodyOf(requests[3])).toEqual({ id: '11' });
  });

  it('turns success:false into a business error carrying the hub message', async () => {
    const { client } = testClient(() => json({ success: false, message: 'Account not found' }));
    const error = (await rejectionOf(
      linkAccount(client, 'du', { accountNumber: '55' }),
    )) as PortalError;
    expect(error.kind).toBe('business');
    expect(error.userMessage).toEqual({ type: 'server', text: 'Account not found' });
  });

  it('refuses an unknown entity and a non-digit account number before sending', async () => {
    const { client, requests } = testClient(() => json({}));
    const entity = (await rejectionOf(
      getLinkedAccounts(client, '../admin' as PaymentEntity),
    )) as PortalError;
    expect(entity.issues[0]).toMatch(/^entity: expected one of/);
    const number = (await rejectionOf(
      linkAccount(client, 'du', { accountNumber: '12a' }),
    )) as PortalError;
    expect(number.issues).toEqual(['accountNumber: expected a string of digits only, got "12a"']);
    expect(requests).toHaveLength(0);
  });
});

describe('lookups, autopay and vehicles', () => {
  it('reads lookups, autopay utilities and unlinked Salik vehicles', async () => {
    const { client, requests } = testClient((request) => {
      if (request.url.pathname.endsWith('lookups'))
        return json({ data: { plateColors: [{ code: 1, nameEn: 'Red', nameAr: 'أحمر' }] } });
      if (request.url.pathname.endsWith('getUtilitiesList'))
        return json({ data: [{ id: 1, providerCode: 'DU0002', autopayStatus: 1, dayOfMonth: 5 }] });
      return json({
        data: [
          {
            plateNumber: 12345,
            plateCountryCode: 'AE',
            plateEmirateCode: 1,
            plateKindCode: '1',
            plateColorCode: 2,
          },
        ],
      });
    });
    await expect(getEntityLookups(client, 'salik')).resolves.toEqual({
      plateColors: [{ code: '1', nameEn: 'Red', nameAr: 'أحمر' }],
    });
    await expect(getAutopayUtilities(client)).resolves.toMatchObject([
      { id: '1', autopayStatus: 1, dayOfMonth: 5 },
    ]);
    await expect(getUnlinkedSalikVehicles(client)).resolves.toMatchObject([
      { plateNumber: '12345', plateEmirateCode: '1', plateKindCode: '1' },
    ]);
    expect(requests.map((request) => request.url.pathname.replace(hub, ''))).toEqual([
      '/salik/lookups',
      '/recurringPayments/getUtilitiesList',
      '/salik/getAllUnlinkedVehicles',
    ]);
  });

  it('clears Salik lookups on failure and surfaces the server message', async () => {
    const onError = vi.fn();
    const { client } = testClient(() => json({ success: false, message: 'Salik is unavailable' }), {
      onError,
    });
    const load = await loadSalikLookups(client);
    expect(load.lookups).toEqual({});
    expect(load.error?.userMessage).toEqual({ type: 'server', text: 'Salik is unavailable' });
    expect(onError).toHaveBeenCalledOnce();
    const generic = await loadSalikLookups(testClient(() => json({ message: 7 }, 502)).client);
    expect(generic.error?.userMessage).toEqual({ type: 'key', key: 'something.wentWrong' });
  });
});
