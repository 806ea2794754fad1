import { describe, expect, it } from 'vitest';
import { createPortalClient } from '../../../client/createPortalClient';
import { PortalError } from '../../../client/PortalError';
import { json, stubFetch } from '../../../test/stubFetch';
import { getNotificationCount } from '../getNotificationCount';

describe('getNotificationCount', () => {
  it('POSTs the unread statuses [0,1] by default and reads BellsCount', async () => {
    const { fetch, requests } = stubFetch(() => json({ success: true, data: { BellsCount: 3 } }));
    const client = createPortalClient({ baseUrl: 'https://portal.test', lang: 'en', fetch });
    await expect(getNotificationCount(client)).resolves.toBe(3);
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.url.pathname).toBe(
      '/api/proxy/journey-service-common/1.0/notifications/count',
    );
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual({ status: [0, 1] });
  });

  it('uses the deployed service name and the statuses asked for', async () => {
    const { fetch, requests } = stubFetch(() => json({ data: { BellsCount: '12' } }));
    const client = createPortalClient({
      baseUrl: 'https://portal.test',
      lang: 'en',
      fetch,
      services: { 'journey-service-common': 'jsc' },
    });
    await expect(getNotificationCount(client, { status: [0] })).resolves.toBe(12);
    expect(requests[0]?.url.pathname).toBe('/api/proxy/jsc/1.0/notifications/count');
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual({ status: [0] });
  });

  it.each([
    {},
    { data: {} },
    { data: { BellsCount: -1 } },
    { data: { BellsCount: 'three' } },
    null,
  ])('rejects the answer %j with a PortalError', async (body) => {
    const { fetch } = stubFetch(() => json(body));
    const client = createPortalClient({ baseUrl: 'https://portal.test', lang: 'en', fetch });
    await expect(getNotificationCount(client)).rejects.toBeInstanceOf(PortalError);
  });
});
