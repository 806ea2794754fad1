import { getServiceByGspPath } from '@portal/core/api/common';
import {
  getFavouriteServices,
  orderFavouriteServices,
  pinFavouriteService,
  unpinFavouriteService,
} from '@portal/core/api/portal';
import { describe, expect, it } from 'vitest';
import { failureOf } from '../support/failureOf';
import { clientFor, testSandbox } from '../support/sandboxClient';

const SEEDED = ['svc-0001', 'svc-0046', 'svc-0301'];
const PET_LICENCE = 'services/dmt/environment/renew-a-pet-licence';

const ids = (list: readonly { id: string }[]) => list.map((service) => service.id);

describe('favourites (core ASSUMED pin, unpin and order)', () => {
  it('pins a service last, in the read and the answer, and pinning again changes nothing', async () => {
    const client = clientFor(testSandbox());
    const service = await getServiceByGspPath(client, PET_LICENCE);
    const id = service?.id as string;
    expect(SEEDED).not.toContain(id);
    const answer = await pinFavouriteService(client, id);
    expect(ids(answer)).toEqual([...SEEDED, id]);
    expect(answer.at(-1)?.Path).toBe(PET_LICENCE);
    expect(ids(await pinFavouriteService(client, id))).toEqual([...SEEDED, id]);
    expect(ids(await getFavouriteServices(client))).toEqual([...SEEDED, id]);
  });

  it('unpins, and unpinning what is not pinned changes nothing', async () => {
    const client = clientFor(testSandbox());
    expect(ids(await unpinFavouriteService(client, 'svc-0046'))).toEqual(['svc-0001', 'svc-0301']);
    expect(ids(await unpinFavouriteService(client, 'svc-0046'))).toEqual(['svc-0001', 'svc-0301']);
    expect(ids(await getFavouriteServices(client))).toEqual(['svc-0001', 'svc-0301']);
  });

  it('saves an order and keeps it', async () => {
    const client = clientFor(testSandbox());
    const order = ['svc-0301', 'svc-0001', 'svc-0046'];
    expect(ids(await orderFavouriteServices(client, order))).toEqual(order);
    expect(ids(await getFavouriteServices(client))).toEqual(order);
  });

  it('refuses an order that pins or unpins on the way, and an unknown service, in the request language', async () => {
    const app = testSandbox();
    const client = clientFor(app);
    const dropped = await failureOf(orderFavouriteServices(client, ['svc-0001', 'svc-0046']));
    expect(dropped.kind).toBe('business');
    expect(dropped.userMessage).toEqual({
      type: 'server',
      text: 'Your favourites changed. Reload the page and try again.',
    });
    const twice = await failureOf(
      orderFavouriteServices(client, ['svc-0001', 'svc-0001', 'svc-0046']),
    );
    expect(twice.kind).toBe('business');
    const unknown = await failureOf(
      pinFavouriteService(clientFor(app, { lang: 'ar' }), 'svc-9999'),
    );
    expect(unknown.kind).toBe('business');
    expect(unknown.userMessage).toEqual({ type: 'server', text: 'لا توجد خدمة «svc-9999».' });
    expect(ids(await getFavouriteServices(client))).toEqual(SEEDED);
  });

  it('answers titles in the request language', async () => {
    const app = testSandbox();
    const [en] = await unpinFavouriteService(clientFor(app), 'svc-9998');
    const [ar] = await unpinFavouriteService(clientFor(app, { lang: 'ar' }), 'svc-9998');
    expect(en?.Title).not.toBe(ar?.Title);
    expect(ar?.Title).toMatch(/[\u0600-\u06FF]/);
  });

  it('keeps each session its own favourites', async () => {
    const app = testSandbox();
    const alice = clientFor(app, { headers: { 'x-sandbox-session': 'alice' } });
    const bob = clientFor(app, { headers: { 'x-sandbox-session': 'bob' } });
    await unpinFavouriteService(alice, 'svc-0001');
    expect(ids(await getFavouriteServices(alice))).toEqual(['svc-0046', 'svc-0301']);
    expect(ids(await getFavouriteServices(bob))).toEqual(SEEDED);
  });

  it('refuses each change to a visitor with 401', async () => {
    const client = clientFor(testSandbox({ startAs: 'visitor' }));
    for (const change of [
      pinFavouriteService(client, 'svc-0001'),
      unpinFavouriteService(client, 'svc-0001'),
      orderFavouriteServices(client, SEEDED),
    ])
      expect((await failureOf(change)).kind).toBe('unauthorized');
  });
});
