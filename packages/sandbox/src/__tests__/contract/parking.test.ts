import {
  getAdpLookup,
  getFinesTotal,
  getParkingPermits,
  getParkingRelatedServices,
  getVehiclesByTrafficFile,
} from '@portal/core/api/parking';
import { describe, expect, it } from 'vitest';
import { DEMO_TRAFFIC_FILE } from '../../routes/parking';
import { failureOf } from '../support/failureOf';
import { clientFor, testSandbox } from '../support/sandboxClient';

describe('parking against the sandbox', () => {
  it('lists permits in each status, in the client language', async () => {
    const permits = await getParkingPermits(clientFor(testSandbox(), { lang: 'ar' }));
    expect(permits.map((p) => p.status)).toEqual(['Active', 'PendingRenewal', 'Expired']);
    expect(permits[0]?.permitType).toMatch(/[\u0600-\u06ff]/);
    expect(await getParkingPermits(clientFor(testSandbox()), { trafficFileNumber: '999' })).toEqual(
      [],
    );
  });

  it('lists related services with the lang query appended', async () => {
    const services = await getParkingRelatedServices(clientFor(testSandbox()));
    expect(services.length).toBeGreaterThan(0);
    expect(services.every((s) => s.url?.endsWith('?lang=en'))).toBe(true);
  });

  it('lists the vehicles of the user’s traffic file and refuses someone else’s', async () => {
    const client = clientFor(testSandbox());
    expect(await getVehiclesByTrafficFile(client, DEMO_TRAFFIC_FILE)).toHaveLength(3);
    expect((await failureOf(getVehiclesByTrafficFile(client, '123'))).status).toBe(404);
  });

  it('gives Mawaqif and Darb fine totals', async () => {
    const client = clientFor(testSandbox());
    expect(await getFinesTotal(client, 'mawaqif')).toMatchObject({ totalAmount: 300 });
    expect(await getFinesTotal(client, 'darb')).toMatchObject({ totalAmount: 100 });
  });

  it('answers named ADP lookups and refuses unknown ones with their names', async () => {
    const client = clientFor(testSandbox());
    expect((await getAdpLookup(client, 'plateSources')).map((o) => o.code)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
    ]);
    const error = await failureOf(getAdpLookup(client, 'colours'));
    expect(error.userMessage).toEqual({
      type: 'server',
      text: expect.stringMatching(/plateSources, plateKinds, plateColors/),
    });
  });
});
