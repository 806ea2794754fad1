import { describe, it } from 'vitest';
import { FUZZ_TIMEOUT_MS, fuzzTarget, type FuzzTarget } from '../../../test/fuzzClient';
import {
  getAdpLookup,
  getFinesTotal,
  getParkingPermits,
  getParkingRelatedServices,
  getVehiclesByTrafficFile,
} from '../parking';

const targets: FuzzTarget[] = [
  {
    name: 'getParkingPermits',
    sample: {
      data: [
        {
          permitId: 1,
          permitType: 't',
          status: 's',
          startDate: 'a',
          endDate: 'b',
          plateNumber: '1',
          area: 'x',
        },
      ],
    },
    run: (c, signal) => getParkingPermits(c, {}, { signal }),
  },
  {
    name: 'getParkingRelatedServices',
    sample: { data: [{ serviceId: 1, title: 't', url: '/u' }] },
    run: (c, signal) => getParkingRelatedServices(c, { signal }),
  },
  {
    name: 'getVehiclesByTrafficFile',
    sample: { data: [{ plateNumber: '1', plateEmirateCode: 1 }] },
    run: (c, signal) => getVehiclesByTrafficFile(c, '1', { signal }),
  },
  {
    name: 'getFinesTotal(mawaqif)',
    sample: { data: { totalAmount: 1, finesCount: 1 } },
    run: (c, signal) => getFinesTotal(c, 'mawaqif', {}, { signal }),
  },
  {
    name: 'getFinesTotal(darb)',
    sample: { data: { totalAmount: 1, finesCount: 1 } },
    run: (c, signal) => getFinesTotal(c, 'darb', {}, { signal }),
  },
  {
    name: 'getAdpLookup',
    sample: { data: [{ code: 1, nameEn: 'a', nameAr: 'b' }] },
    run: (c, signal) => getAdpLookup(c, 'x', { signal }),
  },
];

describe('parking clients under hostile answers', () => {
  it.each(targets.map((target) => [target.name, target] as const))(
    '%s gives a value or a PortalError',
    async (_, target) => {
      await fuzzTarget(target);
    },
    FUZZ_TIMEOUT_MS,
  );
});
