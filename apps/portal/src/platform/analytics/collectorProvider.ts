import type { AnalyticsBatch } from '@portal/core';
import type { AnalyticsDelivery, AnalyticsProvider } from './analyticsProviderContract';

/** What {@link createCollectorProvider} sends with; the browser's own unless a test passes fakes. */
export interface CollectorTransport {
  readonly fetch: typeof fetch;
  /** `navigator.sendBeacon`, when the browser has it. */
  readonly sendBeacon?: (url: string, data: Blob) => boolean;
}

function browserTransport(): CollectorTransport {
  const beacon =
    typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function'
      ? (url: string, data: Blob) => navigator.sendBeacon(url, data)
      : undefined;
  return { fetch: (...args) => fetch(...args), ...(beacon ? { sendBeacon: beacon } : {}) };
}

/**
 * An {@link AnalyticsProvider} that posts each batch as JSON (`{ events: [...] }`) to a collector
 * endpoint on the page's origin: the sandbox's sink, or a deployment's own collector behind the
 * same proxy. While the page stays, `fetch` with `keepalive` (it also survives a navigation that
 * starts right after); when it is being left, `navigator.sendBeacon`, which the browser delivers
 * after the page is gone, falling back to `fetch` with `keepalive` when there is no beacon or the
 * browser declines it. Failures are dropped: analytics never retry into a person's next page.
 */
export function createCollectorProvider(options: {
  readonly endpoint: string;
  readonly transport?: CollectorTransport;
}): AnalyticsProvider {
  const transport = options.transport ?? browserTransport();
  return {
    send(batch: AnalyticsBatch, delivery: AnalyticsDelivery) {
      const body = JSON.stringify(batch);
      if (delivery.unloading && transport.sendBeacon) {
        const blob = new Blob([body], { type: 'application/json' });
        if (transport.sendBeacon(options.endpoint, blob)) return;
      }
      transport
        .fetch(options.endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
          keepalive: true,
          credentials: 'same-origin',
        })
        .catch(() => {});
    },
  };
}
