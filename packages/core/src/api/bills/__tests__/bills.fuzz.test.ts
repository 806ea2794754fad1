import { describe, it } from 'vitest';
import { FUZZ_TIMEOUT_MS, fuzzTarget, type FuzzTarget } from '../../../test/fuzzClient';
import {
  downloadBill,
  getBillDetails,
  getLastSixBills,
  getLastSixConsumptions,
  getUtilityAccounts,
  shareBill,
} from '../bills';

const account = { providerCode: 'ADDA00002', accountNumber: '1' };
const v2 = { ...account, serviceType: 8 };
const bill = {
  billId: 1,
  billDate: 'a',
  dueDate: 'b',
  amount: 1,
  consumption: 2,
  unit: 'kWh',
  status: 'paid',
};
const consumption = { month: '2026-10', consumption: 3, unit: 'kWh', amount: 1 };

const targets: FuzzTarget[] = [
  {
    name: 'getBillDetails',
    sample: { data: bill },
    run: (c, signal) => getBillDetails(c, account, { signal }),
  },
  {
    name: 'getBillDetailsV2',
    sample: { data: bill },
    run: (c, signal) => getBillDetails(c, v2, { signal }),
  },
  {
    name: 'getLastSixBills',
    sample: { data: [bill] },
    run: (c, signal) => getLastSixBills(c, account, { signal }),
  },
  {
    name: 'getLastSixBillsV2',
    sample: { data: [bill] },
    run: (c, signal) => getLastSixBills(c, v2, { signal }),
  },
  {
    name: 'getLastSixConsumptions',
    sample: { data: [consumption] },
    run: (c, signal) => getLastSixConsumptions(c, account, { signal }),
  },
  {
    name: 'getLastSixConsumptionsV2',
    sample: { data: [consumption] },
    run: (c, signal) => getLastSixConsumptions(c, v2, { signal }),
  },
  {
    name: 'downloadBill',
    sample: { data: { pdf: Buffer.from('%PDF-1.4').toString('base64') } },
    run: (c, signal) => downloadBill(c, { ...v2, billId: '1' }, { signal }),
  },
  {
    name: 'shareBill',
    sample: { success: true },
    run: (c, signal) =>
      shareBill(c, { ...account, emails: 'a@b.ae', captchaToken: 't' }, { signal }),
  },
  {
    name: 'getUtilityAccounts',
    sample: { data: [{ providerCode: 'p', accountNumber: '1', nickname: 'n', serviceType: 7 }] },
    run: (c, signal) => getUtilityAccounts(c, { signal }),
  },
];

describe('bills clients under hostile answers', () => {
  it.each(targets.map((target) => [target.name, target] as const))(
    '%s gives a value or a PortalError',
    async (_, target) => {
      await fuzzTarget(target);
    },
    FUZZ_TIMEOUT_MS,
  );
});
