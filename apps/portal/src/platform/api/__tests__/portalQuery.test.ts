import { getNotificationCount, notificationCountCall } from '@portal/core/api/commonUi';
import { createPortalClient } from '@portal/core/client';
import { queryKeyOf } from '@portal/core/query';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { portalQuery } from '../portalQuery';

describe('portalQuery', () => {
  it("keys a call by core's queryKeyOf (language included) and passes the query's signal", async () => {
    const fetch = vi.fn(async (request: Request) => {
      expect(request.signal).toBeInstanceOf(AbortSignal);
      return Response.json({ success: true, data: { BellsCount: 3 } });
    });
    const client = createPortalClient({ baseUrl: 'http://portal.test', lang: 'ar', fetch });
    const options = portalQuery(notificationCountCall, client, {}, getNotificationCount);
    expect(options.queryKey).toEqual(queryKeyOf(notificationCountCall, 'ar', {}));
    await expect(new QueryClient().fetchQuery(options)).resolves.toBe(3);
    expect(fetch).toHaveBeenCalledOnce();
  });
});
