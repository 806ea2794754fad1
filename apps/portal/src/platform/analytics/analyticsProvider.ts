import type { AnalyticsProvider } from './analyticsProviderContract';
import { createCollectorProvider } from './collectorProvider';

// The slot's contract lives in its own module (the collector implements it); said again here, where
// a deployment replaces the provider.
export type { AnalyticsDelivery, AnalyticsProvider } from './analyticsProviderContract';

/**
 * Where the sandbox's analytics sink takes batches (`@portal/sandbox`'s `ANALYTICS_EVENTS_PATH`),
 * on the app's own origin: the dev server and the production server (with
 * `PORTAL_BACKEND_IS_SANDBOX=1`) proxy it to the sandbox, so the CSP's `connect-src 'self'` holds.
 */
export const SANDBOX_ANALYTICS_ENDPOINT = '/__sandbox/analytics/events';

/**
 * The analytics provider the app sends to. The reference app runs against the sandbox, so it
 * posts to the sandbox's sink, where journeys read what arrived (docs/sandbox.md). A deployment
 * replaces this one export with its vendor's adapter (an {@link AnalyticsProvider}); nothing else
 * in the app changes.
 */
export const analyticsProvider: AnalyticsProvider = createCollectorProvider({
  endpoint: SANDBOX_ANALYTICS_ENDPOINT,
});
