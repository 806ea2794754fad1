import { describe, expect, it } from 'vitest';
import { json } from '../../../test/stubFetch';
import { bodyOf, rejectionOf, testClient } from '../../../test/testClient';
import {
  orderFavouriteServicesCall,
  pinFavouriteServiceCall,
  unpinFavouriteServiceCall,
} from '../favouriteChangeCalls';
import {
  orderFavouriteServices,
  pinFavouriteService,
  unpinFavouriteService,
} from '../favouriteChanges';

const LIST = {
  success: true,
  data: [
    {
      id: 'svc-0046',
      Title: 'Renew a pet licence',
      Path: 'services/dmt/x/renew',
      MobileAppOnly: false,
    },
    { id: 9, Title: 'Visa', MobileAppOnly: true },
  ],
};

describe('favourite changes (ASSUMED calls)', () => {
  it('pins, unpins and orders with POSTs carrying ?lang=, answering the favourites as they now are', async () => {
    const { client, requests } = testClient(() => json(LIST));
    await expect(pinFavouriteService(client, 'svc-0046')).resolves.toMatchObject([
      { id: 'svc-0046', Title: 'Renew a pet licence' },
      { id: '9', MobileAppOnly: true },
    ]);
    await expect(unpinFavouriteService(client, 'svc-0001')).resolves.toHaveLength(2);
    await expect(orderFavouriteServices(client, ['9', 'svc-0046'])).resolves.toHaveLength(2);
    expect(requests.map((r) => `${r.method} ${r.url.pathname}${r.url.search}`)).toEqual([
      'POST /api/proxy/recommendation-engine/1.0/favourite-services/pin?lang=en',
      'POST /api/proxy/recommendation-engine/1.0/favourite-services/unpin?lang=en',
      'POST /api/proxy/recommendation-engine/1.0/favourite-services/order?lang=en',
    ]);
    expect(requests.map(bodyOf)).toEqual([
      { serviceId: 'svc-0046' },
      { serviceId: 'svc-0001' },
      { serviceIds: ['9', 'svc-0046'] },
    ]);
  });

  it('reads a null list as no favourites', async () => {
    const { client } = testClient(() => json({ success: true, data: null }));
    await expect(unpinFavouriteService(client, 'svc-0001')).resolves.toEqual([]);
  });

  it('turns a refusal into a business error with the server message', async () => {
    const { client } = testClient(() =>
      json({ success: false, message: 'There is no service svc-9999.' }),
    );
    const error = await rejectionOf(pinFavouriteService(client, 'svc-9999'));
    expect(error.kind).toBe('business');
    expect(error.call).toBe('portal.pinFavouriteService');
    expect(error.userMessage).toEqual({ type: 'server', text: 'There is no service svc-9999.' });
  });

  it('is unauthorized for a visitor (401)', async () => {
    const { client } = testClient(() => json({ success: false }, 401));
    const error = await rejectionOf(orderFavouriteServices(client, []));
    expect(error.kind).toBe('unauthorized');
  });

  it('sends nothing for an id that is not a service id', async () => {
    const { client, requests } = testClient(() => json(LIST));
    const error = await rejectionOf(pinFavouriteService(client, '../x'));
    expect(error.kind).toBe('invalid-request');
    expect(requests).toHaveLength(0);
  });

  it('says each change may be sent again (the same change twice changes nothing more)', () => {
    for (const call of [
      pinFavouriteServiceCall,
      unpinFavouriteServiceCall,
      orderFavouriteServicesCall,
    ]) {
      expect(call.idempotent).toBe(true);
      expect(call.failsOnUnsuccessful).toBe(true);
      expect(call.langQuery).toBe(true);
    }
  });
});
