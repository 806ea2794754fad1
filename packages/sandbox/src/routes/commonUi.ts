import { notificationCountCall } from '@portal/core/api/commonUi';
import type { Hono } from 'hono';
import { readRequest, routePathOf } from '../http/contract';
import type { SessionVariables } from '../http/sessions';

/** Common UI service: notifications and the bell count. */
export function registerCommonUiRoutes(app: Hono<{ Variables: SessionVariables }>): void {
  app.post(routePathOf(notificationCountCall), async (c) => {
    const request = await readRequest(c, notificationCountCall);
    if (!request.ok) return request.response;
    const statuses = new Set(request.value.status);
    const count = c.var.world.notifications.filter((n) => statuses.has(n.BellStatus)).length;
    return c.json({ success: true, data: { BellsCount: count } });
  });
}
