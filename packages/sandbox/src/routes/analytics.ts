import { analyticsBatchSchema } from '@portal/core';
import * as z from 'zod/mini';
import { ANALYTICS_EVENTS_PATH } from '../analytics/analyticsEvents';
import type { SandboxHono } from '../http/callRouter';
import { describeIssues } from '../http/describeIssues';
import { refuseControl } from '../http/refuse';

/**
 * The sandbox's analytics sink: what an analytics vendor's collector is to a deployment (spec 001
 * §7, spec 000 §4). The app's provider posts `{ events: AnalyticsRecord[] }` to
 * `POST /__sandbox/analytics/events` (JSON, by `fetch` with `keepalive` or `navigator.sendBeacon`);
 * each session keeps its own events, read back with `GET` (journeys assert them) and emptied with
 * `DELETE`.
 *
 * A sandbox path, not an `/api` call: the specs define no analytics call on the portal's backend
 * (events go to a vendor's collector, not to the portal's services), so the sandbox plays the
 * vendor, as it plays the captcha vendor. A batch with anything core's `analyticsBatchSchema`
 * refuses (a field outside the shape, a link with a query string or a personal segment) is
 * refused whole with 422 naming the problem: a journey then finds the events missing.
 */
export function registerAnalyticsRoutes(app: SandboxHono): void {
  app.post(ANALYTICS_EVENTS_PATH, async (c) => {
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      body = undefined;
    }
    const batch = z.safeParse(analyticsBatchSchema, body);
    if (!batch.success) {
      // A collector's answer to the app's provider, never shown to a reader: English, like the
      // other developer-facing switches (refuseControl).
      return refuseControl(
        c,
        422,
        `The analytics batch was refused: ${describeIssues(batch.error.issues, { payload: body, schema: analyticsBatchSchema }).join('; ')}.`,
      );
    }
    c.var.session.analytics.record(batch.data.events);
    return c.body(null, 204);
  });

  app.get(ANALYTICS_EVENTS_PATH, (c) =>
    c.json({ success: true, data: c.var.session.analytics.list() }),
  );

  app.delete(ANALYTICS_EVENTS_PATH, (c) => {
    c.var.session.analytics.clear();
    return c.json({ success: true, data: c.var.session.analytics.list() });
  });
}
