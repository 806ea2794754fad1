import {
  deleteLinkedAccount,
  getAutopayUtilities,
  getAvailableEntities,
  getEntityLookups,
  getLinkedAccounts,
  getUnlinkedSalikVehicles,
  inquireAccount,
  linkAccount,
  loadSalikLookups,
  updateNickname,
} from '@portal/core/api/paymentHub';
import { describe, expect, it } from 'vitest';
import { failureOf } from '../support/failureOf';
import { clientFor, testSandbox } from '../support/sandboxClient';

describe('payment hub against the sandbox', () => {
  it('lists linked accounts of every provider, two each', async () => {
    const accounts = await getLinkedAccounts(clientFor(testSandbox()));
    expect(accounts).toHaveLength(16);
    expect(new Set(accounts.map((a) => a.providerCode))).toEqual(
      new Set([
        'Etisalat0001',
        'Etisalat0002',
        'DU0001',
        'DU0002',
        'ADNOC0002',
        'Salik0001',
        'ADDA00002',
        'AADC00001',
      ]),
    );
    expect(new Set(accounts.map((a) => a.entity))).toEqual(
      new Set(['etisalat', 'du', 'adnocgas', 'salik', 'addc', 'aadc']),
    );
  });

  it('lists one entity’s accounts, with ten-digit numbers for addc', async () => {
    const addc = await getLinkedAccounts(clientFor(testSandbox()), 'addc');
    expect(addc).toHaveLength(2);
    expect(addc.every((a) => /^\d{10}$/.test(a.accountNumber ?? ''))).toBe(true);
  });

  it('links an account: it appears in the list; linking it twice is refused', async () => {
    const client = clientFor(testSandbox());
    const linked = await linkAccount(client, 'du', {
      accountNumber: '0551234567',
      nickname: 'Second line',
      mobilePlanType: 3,
    });
    expect(linked).toMatchObject({
      accountNumber: '0551234567',
      nickname: 'Second line',
      providerCode: 'DU0002',
      entity: 'du',
    });
    const du = await getLinkedAccounts(client, 'du');
    expect(du.map((a) => a.id)).toContain(linked.id);
    await expect(
      linkAccount(client, 'du', { accountNumber: '0551234567', mobilePlanType: 3 }),
    ).rejects.toMatchObject({ status: 409 });
  });

  it('refuses an account number the provider does not know, and a short AADC number', async () => {
    const client = clientFor(testSandbox());
    const unknown = await failureOf(
      linkAccount(client, 'adnocgas', { accountNumber: '0000123456' }),
    );
    expect(unknown.userMessage).toEqual({
      type: 'server',
      text: expect.stringMatching(/has no account 0000123456/),
    });
    await expect(linkAccount(client, 'aadc', { accountNumber: '12345678' })).rejects.toMatchObject({
      status: 422,
    });
  });

  it('renames and deletes an account, visible in the list', async () => {
    const client = clientFor(testSandbox());
    const [first] = await getLinkedAccounts(client, 'etisalat');
    await updateNickname(client, 'etisalat', { id: first?.id ?? '', nickname: 'Renamed line' });
    expect(
      (await getLinkedAccounts(client, 'etisalat')).find((a) => a.id === first?.id)?.nickname,
    ).toBe('Renamed line');
    await deleteLinkedAccount(client, 'etisalat', first?.id ?? '');
    expect((await getLinkedAccounts(client, 'etisalat')).some((a) => a.id === first?.id)).toBe(
      false,
    );
    await expect(deleteLinkedAccount(client, 'etisalat', first?.id ?? '')).rejects.toMatchObject({
      status: 404,
    });
  });

  it('refuses a nickname with special characters', async () => {
    const client = clientFor(testSandbox());
    const [first] = await getLinkedAccounts(client, 'du');
    await expect(
      updateNickname(client, 'du', { id: first?.id ?? '', nickname: 'Home: 😀' }),
    ).rejects.toMatchObject({ status: 400 });
  });

  it('describes the entities the user can link, in both languages', async () => {
    const entities = await getAvailableEntities(clientFor(testSandbox()));
    expect(entities.find((e) => e.providerCode === 'AADC00001')).toMatchObject({
      entity: 'aadc',
      autopayEligible: true,
      nameAr: expect.stringMatching(/العين/),
    });
  });

  it('answers an inquiry with the amount due and a DD-MM-YYYY due date', async () => {
    const client = clientFor(testSandbox());
    const [account] = await getLinkedAccounts(client, 'addc');
    const inquiry = await inquireAccount(client, 'addc', {
      accountNumber: account?.accountNumber ?? '',
      id: account?.id ?? '',
    });
    expect(inquiry.dueAmount).toBe(account?.dueAmount);
    expect(inquiry.dueDate).toMatch(/^\d{2}-\d{2}-\d{4}$/);
  });

  it('gives Salik lookups of plate sources, kinds and colours', async () => {
    const lookups = await getEntityLookups(clientFor(testSandbox()), 'salik');
    expect(Object.keys(lookups).sort()).toEqual(['plateColors', 'plateKinds', 'plateSources']);
    const loaded = await loadSalikLookups(clientFor(testSandbox()));
    expect(loaded.error).toBeUndefined();
  });

  it('surfaces the server message when Salik lookups fail (spec 000 §8)', async () => {
    const client = clientFor(testSandbox(), {
      headers: { 'x-sandbox-fault': 'business,message=Salik is unavailable' },
    });
    const loaded = await loadSalikLookups(client);
    expect(loaded.lookups).toEqual({});
    expect(loaded.error?.userMessage).toEqual({ type: 'server', text: 'Salik is unavailable' });
  });

  it('lists autopay utilities in every state', async () => {
    const utilities = await getAutopayUtilities(clientFor(testSandbox()));
    expect(new Set(utilities.map((u) => u.autopayStatus))).toEqual(new Set([0, 1, 2]));
    expect(
      utilities.every((u) =>
        ['Etisalat0002', 'DU0002', 'AADC00001', 'ADDA00002', 'ADNOC0002'].includes(
          u.providerCode ?? '',
        ),
      ),
    ).toBe(true);
  });

  it('lists unlinked Salik vehicles with their plates', async () => {
    const vehicles = await getUnlinkedSalikVehicles(clientFor(testSandbox(), { lang: 'ar' }));
    expect(vehicles).toHaveLength(3);
    expect(vehicles[0]).toMatchObject({
      plateCountryCode: 'AE',
      description: expect.stringMatching(/[\u0600-\u06ff]/),
    });
  });
});
