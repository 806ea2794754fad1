import {
  DARB_HISTORY_PAGE_SIZE,
  addDarbTrafficFile,
  addRechargeableCard,
  assignVehicleToWallet,
  changeCardWallet,
  createDarbWallet,
  getDarbLookups,
  getDarbProfiles,
  getDarbRegistration,
  getDarbRelatedServices,
  getDarbTerms,
  getDarbVehicleDetails,
  getDarbVehicles,
  getDarbWallets,
  getFinancialTransactions,
  getRechargeableCards,
  getTollHistory,
  getUnpaidTolls,
  registerDarbUser,
  reorderDarbVehicles,
  setCardActive,
  topUpDarbWallet,
  updateDarbWallet,
} from '@portal/core/api/tollWallet';
import { describe, expect, it } from 'vitest';
import { failureOf } from '../support/failureOf';
import { payOnPage } from '../support/payOnPage';
import { clientFor, testSandbox } from '../support/sandboxClient';

const PORTAL = { origin: 'http://127.0.0.1:5173' };
const WHOLE_YEAR = { fromDate: '2025-11-22', toDate: '2026-11-22' };

describe('Darb toll wallet against the sandbox', () => {
  it('lists an individual and a business profile', async () => {
    const profiles = await getDarbProfiles(clientFor(testSandbox()));
    expect(profiles.map((p) => p.accountType)).toEqual(['individual', 'business']);
  });

  it('tops up a wallet through the payment page: the balance grows and a financial transaction appears', async () => {
    const app = testSandbox();
    const client = clientFor(app);
    const before = (await getDarbWallets(client)).find((w) => w.walletId === 'tw-001');
    const started = await topUpDarbWallet(
      client,
      { walletId: 'tw-001', amount: 50, displayTheme: 'light' },
      PORTAL,
    );
    expect((await payOnPage(app, started.paymentUrl, 'approved')).status).toBe(303);
    const after = (await getDarbWallets(client)).find((w) => w.walletId === 'tw-001');
    expect(after?.balance).toBe((before?.balance ?? 0) + 50);
    const history = await getFinancialTransactions(client, {
      ...WHOLE_YEAR,
      walletId: 'tw-001',
      pageSize: 100,
    });
    expect(history.items[0]).toMatchObject({
      transactionId: started.transactionId,
      type: 'TopUp',
      amount: 50,
    });
  });

  it('refuses a top-up below the minimum before sending, and a top-up of a KYC-expired wallet', async () => {
    const client = clientFor(testSandbox());
    expect(
      (
        await failureOf(
          topUpDarbWallet(client, { walletId: 'tw-001', amount: 5, displayTheme: 'light' }, PORTAL),
        )
      ).kind,
    ).toBe('invalid-request');
    const expired = await failureOf(
      topUpDarbWallet(client, { walletId: 'tw-003', amount: 50, displayTheme: 'light' }, PORTAL),
    );
    expect(expired.userMessage).toEqual({
      type: 'server',
      text: expect.stringMatching(/KYC Expired/),
    });
  });

  it('reorders vehicles, assigns one to a wallet, and shows its details', async () => {
    const client = clientFor(testSandbox());
    const vehicles = await getDarbVehicles(client);
    const reversed = vehicles.map((v) => v.vehicleId ?? '').reverse();
    await reorderDarbVehicles(client, reversed);
    expect((await getDarbVehicles(client)).map((v) => v.vehicleId)).toEqual(reversed);
    await assignVehicleToWallet(client, { walletId: 'tw-002', vehicleId: 'tv-005' });
    expect(await getDarbVehicleDetails(client, 'tv-005')).toMatchObject({
      walletId: 'tw-002',
      isActive: true,
    });
    expect((await getDarbWallets(client)).find((w) => w.walletId === 'tw-002')?.vehicleCount).toBe(
      2,
    );
    expect((await failureOf(reorderDarbVehicles(client, ['tv-001']))).status).toBe(422);
  });

  it('refuses to assign a vehicle to a wallet that is not active, with a message to show', async () => {
    const client = clientFor(testSandbox());
    const refused = await failureOf(
      assignVehicleToWallet(client, { walletId: 'tw-003', vehicleId: 'tv-001' }),
    );
    expect(refused.status).toBe(409);
    expect(refused.userMessage).toEqual({
      type: 'server',
      text: expect.stringMatching(/Old wallet.*KYC Expired/),
    });
    expect((await getDarbVehicleDetails(client, 'tv-001')).walletId).toBe('tw-001');
  });

  it('creates and renames a wallet', async () => {
    const client = clientFor(testSandbox());
    const wallet = await createDarbWallet(client, 'Weekend car');
    await updateDarbWallet(client, {
      walletId: wallet.walletId,
      name: 'Holiday car',
      lowBalanceThreshold: 30,
    });
    expect(
      (await getDarbWallets(client)).find((w) => w.walletId === wallet.walletId),
    ).toMatchObject({ name: 'Holiday car', balance: 0, lowBalanceThreshold: 30 });
    expect((await failureOf(createDarbWallet(client, 'holiday car'))).status).toBe(409);
  });

  it('adds, deactivates and moves a rechargeable card', async () => {
    const client = clientFor(testSandbox());
    const card = await addRechargeableCard(client, {
      cardNumber: '5000111122223333',
      walletId: 'tw-001',
    });
    expect(card).toMatchObject({ maskedNumber: '•••• 3333', isActive: true });
    await setCardActive(client, { cardId: card.cardId, activate: false });
    await changeCardWallet(client, { cardId: card.cardId, walletId: 'tw-002' });
    expect(
      (await getRechargeableCards(client)).find((c) => c.cardId === card.cardId),
    ).toMatchObject({ isActive: false, walletId: 'tw-002' });
  });

  it('pages toll history by date range and lists unpaid tolls', async () => {
    const client = clientFor(testSandbox());
    const first = await getTollHistory(client, { ...WHOLE_YEAR, pageSize: 10 });
    expect(first.totalCount).toBe(24);
    expect(first.items).toHaveLength(10);
    const none = await getTollHistory(client, { fromDate: '2020-01-01', toDate: '2020-12-31' });
    expect(none.totalCount).toBe(0);
    // The histories page (S6.5) shows 20 a page: the seed fills two pages of it.
    const second = await getTollHistory(client, { ...WHOLE_YEAR, page: 2 });
    expect(second.items).toHaveLength(24 - DARB_HISTORY_PAGE_SIZE);
    const unpaid = await getUnpaidTolls(client);
    expect(unpaid.items.length).toBeGreaterThan(0);
    expect(unpaid.items.every((t) => t.status === 'Unpaid')).toBe(true);
  });

  it('refuses a reversed date range with a clear 400', async () => {
    const error = await failureOf(
      getTollHistory(clientFor(testSandbox()), { fromDate: '2026-02-01', toDate: '2026-01-01' }),
    );
    expect(error.status).toBe(400);
  });

  it('reads registration, adds a traffic file, and refuses to register twice', async () => {
    const client = clientFor(testSandbox());
    await addDarbTrafficFile(client, '30012345');
    expect((await getDarbRegistration(client)).trafficFileNumbers).toContain('30012345');
    const again = await failureOf(
      registerDarbUser(client, { email: 'a@example.com', mobile: '0501234567', acceptTerms: true }),
    );
    expect(again.status).toBe(409);
  });

  it('gives lookups, related services and the terms in both languages', async () => {
    const client = clientFor(testSandbox(), { lang: 'ar' });
    expect(Object.keys(await getDarbLookups(client))).toContain('plateKinds');
    expect((await getDarbRelatedServices(client))[0]?.title).toMatch(/[\u0600-\u06ff]/);
    const terms = await getDarbTerms(client, { darkMode: true });
    expect(terms.content).toContain('data-theme="dark"');
    expect(terms.title).toMatch(/درب/);
  });
});
