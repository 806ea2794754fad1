import type { PortalClient } from '../../../client/createPortalClient';
import {
  addDarbTrafficFile,
  getDarbLookups,
  getDarbProfiles,
  getDarbRegistration,
  getDarbRelatedServices,
  getDarbTerms,
  registerDarbUser,
} from '../darbAccount';
import {
  addRechargeableCard,
  changeCardWallet,
  getRechargeableCards,
  setCardActive,
} from '../darbCards';
import { getFinancialTransactions, getTollHistory, getUnpaidTolls } from '../darbHistory';
import { getDarbVehicleDetails, getDarbVehicles, reorderDarbVehicles } from '../darbVehicles';
import {
  assignVehicleToWallet,
  createDarbWallet,
  getDarbWallets,
  topUpDarbWallet,
  updateDarbWallet,
} from '../darbWallets';

/** One toll-wallet client call: what it sends and a valid answer, shared by the request tests and the fuzz. */
export interface TollCase {
  readonly name: string;
  readonly path: string;
  readonly body: unknown;
  readonly sample: unknown;
  readonly run: (client: PortalClient, signal?: AbortSignal) => Promise<unknown>;
}

const outcome = { success: true };
const wallet = {
  walletId: 'W1',
  name: 'Family',
  balance: '120.5',
  status: 'Active',
  vehicleCount: 2,
  lowBalanceThreshold: 20,
};
const vehicle = {
  vehicleId: 'V1',
  plateNumber: '12345',
  plateCountryCode: 'AE',
  plateEmirateCode: 1,
  plateKindCode: 1,
  plateColorCode: 2,
  walletId: 'W1',
  order: 1,
};
const toll = {
  transactionId: 'T1',
  dateTime: '2026-11-01T08:00:00Z',
  gate: 'Sheikh Zayed Bridge',
  plateNumber: '12345',
  amount: 4,
  status: 'unpaid',
};
const money = {
  transactionId: 'F1',
  dateTime: '2026-11-01T08:00:00Z',
  type: 'topUp',
  amount: 100,
  walletId: 'W1',
  balanceAfter: 220.5,
};
const card = { cardId: 'C1', maskedNumber: '****1234', walletId: 'W1', isActive: true };
const range = { fromDate: '2026-10-01', toDate: '2026-10-31' };
const policy = { origin: 'https://portal.test', allowedOrigins: ['https://pay.test'] };

export const tollCases: readonly TollCase[] = [
  {
    name: 'getDarbProfiles',
    path: 'user/getUserProfiles',
    body: {},
    sample: {
      data: [
        {
          profileId: 'P1',
          name: 'A',
          trafficFileNumber: 1001,
          accountType: 'individual',
          status: 'Active',
        },
      ],
    },
    run: (c, signal) => getDarbProfiles(c, { signal }),
  },
  {
    name: 'getUnpaidTolls',
    path: 'user/getUnpaidTransactions',
    body: { pageNumber: 1, pageSize: 20 },
    sample: { data: { items: [toll], totalCount: 1 } },
    run: (c, signal) => getUnpaidTolls(c, {}, { signal }),
  },
  {
    name: 'getDarbVehicles',
    path: 'vehicle/getVehicles',
    body: {},
    sample: { data: [vehicle] },
    run: (c, signal) => getDarbVehicles(c, { signal }),
  },
  {
    name: 'getDarbVehicleDetails',
    path: 'vehicle/getVehicleDetails',
    body: { vehicleId: 'V1' },
    sample: {
      data: {
        ...vehicle,
        make: 'Nissan',
        model: 'Patrol',
        registrationExpiry: '2027-01-01',
        isActive: true,
      },
    },
    run: (c, signal) => getDarbVehicleDetails(c, 'V1', { signal }),
  },
  {
    name: 'reorderDarbVehicles',
    path: 'vehicle/reorderVehicles',
    body: { vehicleIds: ['V2', 'V1'] },
    sample: outcome,
    run: (c, signal) => reorderDarbVehicles(c, ['V2', 'V1'], { signal }),
  },
  {
    name: 'getDarbWallets',
    path: 'wallets/getUserWalletsInfo',
    body: {},
    sample: { data: [wallet] },
    run: (c, signal) => getDarbWallets(c, { signal }),
  },
  {
    name: 'topUpDarbWallet',
    path: 'wallets/topUpWallet',
    body: { walletId: 'W1', amount: 50, displayTheme: 'light' },
    sample: { success: true, data: { transactionId: 'T9', paymentUrl: 'https://pay.test/T9' } },
    run: (c, signal) =>
      topUpDarbWallet(c, { walletId: 'W1', amount: 50, displayTheme: 'light' }, policy, { signal }),
  },
  {
    name: 'assignVehicleToWallet',
    path: 'wallets/assignVehicleWithWallet',
    body: { walletId: 'W2', vehicleId: 'V1' },
    sample: outcome,
    run: (c, signal) => assignVehicleToWallet(c, { walletId: 'W2', vehicleId: 'V1' }, { signal }),
  },
  {
    name: 'createDarbWallet',
    path: 'wallets/createWallet',
    body: { name: 'Work' },
    sample: { data: wallet },
    run: (c, signal) => createDarbWallet(c, ' Work ', { signal }),
  },
  {
    name: 'updateDarbWallet',
    path: 'wallets/updateWallet',
    body: { walletId: 'W1', lowBalanceThreshold: 30 },
    sample: outcome,
    run: (c, signal) =>
      updateDarbWallet(c, { walletId: 'W1', lowBalanceThreshold: 30 }, { signal }),
  },
  {
    name: 'addDarbTrafficFile',
    path: 'registration/addTrafficFile',
    body: { trafficFileNumber: '1001' },
    sample: outcome,
    run: (c, signal) => addDarbTrafficFile(c, '1001', { signal }),
  },
  {
    name: 'getDarbRegistration',
    path: 'registration/getUserDetails',
    body: {},
    sample: {
      data: {
        registered: true,
        fullName: 'A',
        email: 'a@b.ae',
        mobile: '0501234567',
        trafficFileNumbers: ['1001'],
      },
    },
    run: (c, signal) => getDarbRegistration(c, { signal }),
  },
  {
    name: 'registerDarbUser',
    path: 'registration/registerUser',
    body: { email: 'a@b.ae', mobile: '0501234567', acceptTerms: true },
    sample: outcome,
    run: (c, signal) =>
      registerDarbUser(c, { email: 'a@b.ae', mobile: '0501234567', acceptTerms: true }, { signal }),
  },
  {
    name: 'getDarbLookups',
    path: 'lookups',
    body: {},
    sample: { data: { plateKinds: [{ code: 1, nameEn: 'Private', nameAr: 'خصوصي' }] } },
    run: (c, signal) => getDarbLookups(c, { signal }),
  },
  {
    name: 'getDarbRelatedServices',
    path: 'services/relatedServices',
    body: {},
    sample: { data: [{ serviceId: 'S1', title: 'Fines', url: '/fines' }] },
    run: (c, signal) => getDarbRelatedServices(c, { signal }),
  },
  {
    name: 'getTollHistory',
    path: 'transactions/tollHistory',
    body: { ...range, pageNumber: 2, pageSize: 20, vehicleId: 'V1' },
    sample: { data: { items: [toll], totalCount: 30 } },
    run: (c, signal) => getTollHistory(c, { ...range, page: 2, vehicleId: 'V1' }, { signal }),
  },
  {
    name: 'getFinancialTransactions',
    path: 'transactions/financialTransactions',
    body: { ...range, pageNumber: 1, pageSize: 50 },
    sample: { data: { items: [money], totalCount: 1 } },
    run: (c, signal) => getFinancialTransactions(c, { ...range, pageSize: 50 }, { signal }),
  },
  {
    name: 'addRechargeableCard',
    path: 'rechargeableCards/addCard',
    body: { cardNumber: '12345678', walletId: 'W1' },
    sample: { data: card },
    run: (c, signal) =>
      addRechargeableCard(c, { cardNumber: '1234 5678', walletId: 'W1' }, { signal }),
  },
  {
    name: 'getRechargeableCards',
    path: 'rechargeableCards/getCards',
    body: {},
    sample: { data: [card] },
    run: (c, signal) => getRechargeableCards(c, { signal }),
  },
  {
    name: 'setCardActive',
    path: 'rechargeableCards/changeCardActivation',
    body: { cardId: 'C1', activate: false },
    sample: outcome,
    run: (c, signal) => setCardActive(c, { cardId: 'C1', activate: false }, { signal }),
  },
  {
    name: 'changeCardWallet',
    path: 'rechargeableCards/changeLinkedWallet',
    body: { cardId: 'C1', walletId: 'W2' },
    sample: outcome,
    run: (c, signal) => changeCardWallet(c, { cardId: 'C1', walletId: 'W2' }, { signal }),
  },
  {
    name: 'getDarbTerms',
    path: '',
    body: undefined,
    sample: { data: { title: 'Terms', content: '<p>Terms</p>' } },
    run: (c, signal) => getDarbTerms(c, { darkMode: true }, { signal }),
  },
];
