import { describe, expect, it } from 'vitest';
import { type PortalError } from '../../../client/PortalError';
import { json } from '../../../test/stubFetch';
import { bodyOf, rejectionOf, testClient } from '../../../test/testClient';
import {
  getAdpLookup,
  getFinesTotal,
  getParkingPermits,
  getParkingRelatedServices,
  getVehiclesByTrafficFile,
  parkingTrafficFileOf,
} from '../parking';

describe('parking clients', () => {
  it('POSTs each call with ?lang= and its payload', async () => {
    const { client, requests } = testClient((request) => {
      const path = request.url.pathname;
      if (path.endsWith('getPermits'))
        return json({
          data: [{ permitId: 1, permitType: 'Resident', status: 'Active', endDate: '2027-01-01' }],
        });
      if (path.endsWith('relatedServices'))
        return json({ data: [{ serviceId: 'S', title: 'Renew permit', url: '/renew' }] });
      if (path.endsWith('getAllVehiclesByTrf'))
        return json({ data: [{ plateNumber: '5', plateEmirateCode: '1' }] });
      if (path.endsWith('lookup')) return json({ data: [{ code: 'P', nameEn: 'Private' }] });
      return json({ data: { totalAmount: '300', finesCount: 2 } });
    });
    await expect(getParkingPermits(client)).resolves.toMatchObject([
      { permitId: '1', status: 'Active' },
    ]);
    await expect(getParkingRelatedServices(client)).resolves.toEqual([
      { serviceId: 'S', title: 'Renew permit', url: '/renew' },
    ]);
    await expect(getVehiclesByTrafficFile(client, '1001')).resolves.toMatchObject([
      { plateNumber: '5' },
    ]);
    await expect(getFinesTotal(client, 'mawaqif')).resolves.toEqual({
      totalAmount: 300,
      finesCount: 2,
    });
    await expect(getFinesTotal(client, 'darb', { trafficFileNumber: '1001' })).resolves.toEqual({
      totalAmount: 300,
      finesCount: 2,
    });
    await expect(getAdpLookup(client, 'plateKinds')).resolves.toEqual([
      { code: 'P', nameEn: 'Private' },
    ]);
    expect(requests.map((request) => `${request.url.pathname}${request.url.search}`)).toEqual([
      '/api/proxy/paymentHub/mawaqif/permit/getPermits?lang=en',
      '/api/proxy/paymentHub/mawaqif/services/relatedServices?lang=en',
      '/api/proxy/paymentHub/mawaqif/vehicles/getAllVehiclesByTrf?lang=en',
      '/api/proxy/paymentHub/adp/fine/getMawaqifFinesTotal?lang=en',
      '/api/proxy/paymentHub/adp/fine/getDarbFinesTotal?lang=en',
      '/api/proxy/paymentHub/adp/lookup?lang=en',
    ]);
    expect(bodyOf(requests[2])).toEqual({ trafficFileNumber: '1001' });
    expect(bodyOf(requests[4])).toEqual({ trafficFileNumber: '1001' });
    expect(bodyOf(requests[5])).toEqual({ lookupType: 'plateKinds' });
  });

  it('refuses a traffic file that is not digits', async () => {
    const { client, requests } = testClient(() => json({}));
    const error = (await rejectionOf(getVehiclesByTrafficFile(client, 'TF-1'))) as PortalError;
    expect(error.issues).toEqual([
      'trafficFileNumber: expected a string of 1 to 20 digits, got "TF-1"',
    ]);
    expect(requests).toHaveLength(0);
  });

  it('surfaces the server message on success:false', async () => {
    const error = (await rejectionOf(
      getParkingPermits(
        testClient(() => json({ success: false, message: 'No traffic file' })).client,
      ),
    )) as PortalError;
    expect(error.userMessage).toEqual({ type: 'server', text: 'No traffic file' });
  });
});

describe('parkingTrafficFileOf', () => {
  it('takes the first traffic file that is digits', () => {
    expect(parkingTrafficFileOf(['10023456', '20098765'])).toBe('10023456');
    expect(parkingTrafficFileOf([' 123 ', '456'])).toBe('123');
    expect(parkingTrafficFileOf(['', 'TF-1', 42, null, '987'])).toBe('987');
  });

  it('gives undefined when there is no traffic file', () => {
    expect(parkingTrafficFileOf([])).toBe(undefined);
    expect(parkingTrafficFileOf(['abc'])).toBe(undefined);
    expect(parkingTrafficFileOf(undefined)).toBe(undefined);
    expect(parkingTrafficFileOf(null)).toBe(undefined);
    expect(parkingTrafficFileOf('10023456' as never)).toBe(undefined);
  });
});
