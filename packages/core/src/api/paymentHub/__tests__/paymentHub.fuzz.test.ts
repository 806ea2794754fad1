import { describe, it } from 'vitest';
import { FUZZ_TIMEOUT_MS, fuzzTarget, type FuzzTarget } from '../../../test/fuzzClient';
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

const account = {
  id: 1,
  subscriptionId: 's',
  nickname: 'n',
  accountNumber: '1',
  serviceType: 3,
  transactionId: 't',
  dueAmount: 10,
};
const outcome = { success: true };

const targets: FuzzTarget[] = [
  {
    name: 'getLinkedAccounts(all)',
    sample: { success: true, data: [account] },
    run: (c, signal) => getLinkedAccounts(c, undefined, { signal }),
  },
  {
    name: 'getLinkedAccounts(du)',
    sample: { success: true, data: [account] },
    run: (c, signal) => getLinkedAccounts(c, 'du', { signal }),
  },
  {
    name: 'getAvailableEntities',
    sample: { data: [{ entity: 'du', providerCode: 'DU0001', nameEn: 'du' }] },
    run: (c, signal) => getAvailableEntities(c, { signal }),
  },
  {
    name: 'linkAccount',
    sample: { success: true, data: account },
    run: (c, signal) => linkAccount(c, 'du', { accountNumber: '1' }, { signal }),
  },
  {
    name: 'updateNickname',
    sample: outcome,
    run: (c, signal) => updateNickname(c, 'du', { id: '1', nickname: 'Home' }, { signal }),
  },
  {
    name: 'deleteLinkedAccount',
    sample: outcome,
    run: (c, signal) => deleteLinkedAccount(c, 'du', '1', { signal }),
  },
  {
    name: 'inquireAccount',
    sample: { data: { accountNumber: '1', dueAmount: 5, minimumAmount: 1, dueDate: '01-01-2027' } },
    run: (c, signal) => inquireAccount(c, 'du', { accountNumber: '1' }, { signal }),
  },
  {
    name: 'getEntityLookups',
    sample: { data: { kinds: [{ code: 1, nameEn: 'a', nameAr: 'b' }] } },
    run: (c, signal) => getEntityLookups(c, 'salik', { signal }),
  },
  {
    name: 'loadSalikLookups',
    sample: { data: { kinds: [{ code: 1, nameEn: 'a' }] } },
    run: (c, signal) => loadSalikLookups(c, { signal }),
  },
  {
    name: 'getAutopayUtilities',
    sample: {
      data: [{ id: 1, providerCode: 'DU0002', autopayStatus: 2, dayOfMonth: 3, maxAmount: 100 }],
    },
    run: (c, signal) => getAutopayUtilities(c, { signal }),
  },
  {
    name: 'getUnlinkedSalikVehicles',
    sample: { data: [{ plateNumber: '1', plateCountryCode: 'AE', plateEmirateCode: 1 }] },
    run: (c, signal) => getUnlinkedSalikVehicles(c, { signal }),
  },
];

describe('paymentHub clients under hostile answers', () => {
  it.each(targets.map((target) => [target.name, target] as const))(
    '%s gives a value or a PortalError',
    async (_, target) => {
      await fuzzTarget(target);
    },
    FUZZ_TIMEOUT_MS,
  );
});
