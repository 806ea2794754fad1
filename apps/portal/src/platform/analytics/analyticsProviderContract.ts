import type { AnalyticsBatch } from '@portal/core';

/**
 * How a batch is being sent: `unloading` when the page is being hidden or left (`pagehide`, a
 * hidden tab), where only `navigator.sendBeacon` or `fetch(…, { keepalive: true })` still arrive.
 */
export interface AnalyticsDelivery {
  readonly unloading: boolean;
}

/**
 * The analytics slot a deployment plugs its vendor into, as it plugs its captcha into
 * `captchaProvider.ts`. The app calls `send` with batches of core's `AnalyticsRecord` (at most
 * `ANALYTICS_BATCH_LIMIT`), only after the person said yes in the cookie notice, and only with
 * records `analyticsRecordSchema` accepts: no names, references, account numbers, emails, phones,
 * typed text, query strings or personal path segments.
 *
 * A production provider must:
 * - send without blocking: return at once (start the request, never await it in a click);
 * - survive the page going away: when `delivery.unloading`, use `navigator.sendBeacon` or
 *   `fetch(…, { keepalive: true })` (bodies under 64 kB: a batch of 50 records is about 8 kB);
 * - never throw and never log an error to the console for a refused or failed batch (the app
 *   swallows a throw, but a vendor's retries and storage are its own);
 * - send nothing else: no vendor script reading the page, no cookies of its own, no identifier of
 *   the person (a vendor that needs a visit id makes one per page load, in memory);
 * - go to an origin the production server's CSP `connect-src` allows (`server/contentSecurityPolicy.ts`),
 *   ideally the portal's own origin, proxied to the collector.
 */
export interface AnalyticsProvider {
  send(batch: AnalyticsBatch, delivery: AnalyticsDelivery): void;
}
