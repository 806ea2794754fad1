import type { AnalyticsRecord } from '@portal/core';

/** Where the app's analytics provider sends its batches (POST) and journeys read them (GET). */
export const ANALYTICS_EVENTS_PATH = '/__sandbox/analytics/events';

/**
 * Most events one session keeps; beyond it the oldest are dropped, so a long-running sandbox open in
 * a browser for a day does not grow without bound. A journey sends a few dozen.
 */
export const MAX_ANALYTICS_EVENTS = 1000;

/** The analytics events one session's browser sent to the sandbox's sink, oldest first. */
export class AnalyticsEvents {
  readonly #events: AnalyticsRecord[] = [];
  #dropped = 0;

  /** Keeps a batch the sink accepted. */
  record(events: readonly AnalyticsRecord[]): void {
    this.#events.push(...events);
    const over = this.#events.length - MAX_ANALYTICS_EVENTS;
    if (over > 0) {
      this.#events.splice(0, over);
      this.#dropped += over;
    }
  }

  /** The kept events, and how many older ones were dropped for room. */
  list(): { readonly events: readonly AnalyticsRecord[]; readonly dropped: number } {
    return { events: [...this.#events], dropped: this.#dropped };
  }

  clear(): void {
    this.#events.length = 0;
    this.#dropped = 0;
  }
}
