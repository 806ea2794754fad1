import {
  ANALYTICS_BATCH_LIMIT,
  analyticsRecordOf,
  localeFromPathname,
  type AnalyticsRecord,
} from '@portal/core';
import type { AnalyticsProvider } from './analyticsProvider';
import type { AnalyticsEvent, AnalyticsMoment } from './track';

/** How long events gather before a batch is sent, unless the batch fills or the page is left. */
export const ANALYTICS_FLUSH_MS = 1000;

export interface AnalyticsQueueOptions {
  readonly provider: AnalyticsProvider;
  /** The portal's origin: links to it are sent as paths. */
  readonly siteOrigin: string;
  readonly flushAfterMs?: number;
  /** Timers; tests pass fakes. */
  readonly setTimer?: (run: () => void, ms: number) => unknown;
}

export interface AnalyticsQueue {
  /** The sink `track()` hands events to. */
  readonly add: (event: AnalyticsEvent, moment: AnalyticsMoment) => void;
  /** Sends what is gathered now; `unloading` when the page is being left. */
  readonly flush: (unloading: boolean) => void;
}

/**
 * Gathers events into batches for the provider: each event becomes core's `AnalyticsRecord` at
 * once (links and the page reduced, no personal data; an event the rule refuses is dropped, and
 * named in development), a batch goes when it holds `ANALYTICS_BATCH_LIMIT` records or
 * {@link ANALYTICS_FLUSH_MS} after its first, and whatever is left goes when the page is hidden or
 * left (`flush(true)`). A provider that throws loses its batch, never the click.
 */
export function createAnalyticsQueue(options: AnalyticsQueueOptions): AnalyticsQueue {
  const flushAfterMs = options.flushAfterMs ?? ANALYTICS_FLUSH_MS;
  const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
  let gathered: AnalyticsRecord[] = [];
  let timerSet = false;

  const flush = (unloading: boolean) => {
    timerSet = false;
    if (gathered.length === 0) return;
    const events = gathered;
    gathered = [];
    try {
      options.provider.send({ events }, { unloading });
    } catch (error) {
      if (import.meta.env?.DEV) console.warn('analytics provider failed', error);
    }
  };

  const add = (event: AnalyticsEvent, moment: AnalyticsMoment) => {
    const lang = localeFromPathname(new URL(moment.page, options.siteOrigin).pathname) ?? 'en';
    const record = analyticsRecordOf(event, {
      page: moment.page,
      siteOrigin: options.siteOrigin,
      lang,
      now: moment.at,
    });
    if (!record) {
      if (import.meta.env?.DEV) console.warn('analytics event refused by the rule', event.name);
      return;
    }
    gathered.push(record);
    if (gathered.length >= ANALYTICS_BATCH_LIMIT) flush(false);
    else if (!timerSet) {
      timerSet = true;
      setTimer(() => flush(false), flushAfterMs);
    }
  };

  return { add, flush };
}
