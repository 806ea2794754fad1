import type { Clock, TimerHandle } from './clock';

/**
 * The shortest gap between two activity reports of one browser (issue O item 2: "at most once a
 * minute while the person is active"). Choice: 1 minute, 1/30 of the idle timeout, so the server's
 * deadline trails the page's by a minute at most while the page keeps its promises.
 */
export const ACTIVITY_REPORT_INTERVAL_MS = 60_000;

/** Where the reporter keeps the time of the last report any tab sent (origin-wide storage). */
export interface ActivityReportLedger {
  /** When a tab last sent a report; `undefined` when none is known. */
  read(): number | undefined;
  write(at: number): void;
}

/** Options of {@link createActivityReporter}. */
export interface ActivityReporterOptions {
  /** Sends one report; resolves when the server took it, rejects when it did not. */
  readonly send: () => Promise<void>;
  readonly clock: Clock;
  readonly ledger: ActivityReportLedger;
  /** Default {@link ACTIVITY_REPORT_INTERVAL_MS}. */
  readonly intervalMs?: number;
}

/** Tells the server, throttled, that the person is active. */
export interface ActivityReporter {
  /** The person was active at `at` in this tab (an idle-lock reset: activity, Continue, a fresh start). */
  noteActivity(at: number): void;
  /**
   * Drops what is pending and the timer (the page is leaving, or the session is over); the answer of
   * a report in flight is then ignored. Activity noted later starts afresh.
   */
  stop(): void;
}

/**
 * Reports activity to the server at most once per interval for the whole browser, on the leading
 * and the trailing edge: the first activity after a quiet interval goes at once; activity within the
 * interval goes when the interval ends, unless a report from any tab was sent after it meanwhile
 * (the ledger is shared). So the server's last report is never older than the page's last activity
 * by more than the interval, and no activity goes unreported while the page is open.
 *
 * Only activity this tab saw is ever reported, never a time read from storage: a tampered ledger can
 * hold reports back (and the server then locks sooner), never send one the person did not cause. A
 * ledger time in the future is ignored, like the idle lock's own record. A report that fails is tried
 * again one interval later; the ledger still counts it, so tabs never storm a failing server.
 */
export function createActivityReporter(options: ActivityReporterOptions): ActivityReporter {
  const { clock, ledger } = options;
  const intervalMs = options.intervalMs ?? ACTIVITY_REPORT_INTERVAL_MS;
  /** The latest activity this tab saw that no report has covered yet. */
  let unreported: number | undefined;
  let timer: TimerHandle | undefined;
  let sending = false;
  /** Bumped by `stop()`, so the answer of a report sent before is ignored. */
  let generation = 0;
  /** The ledger time of this tab's last report that failed: it covers nothing. */
  let failedAt: number | undefined;

  function lastReport(now: number): number | undefined {
    const at = ledger.read();
    return at !== undefined && at <= now ? at : undefined;
  }

  function flush(): void {
    if (sending || unreported === undefined) return;
    const now = clock.now();
    const reportedAt = lastReport(now);
    // A report went after this activity (and did not fail here): the server already knows.
    if (reportedAt !== undefined && reportedAt >= unreported && reportedAt !== failedAt) {
      unreported = undefined;
      return;
    }
    const dueAt = reportedAt === undefined ? now : reportedAt + intervalMs;
    if (dueAt > now) {
      wakeAt(dueAt - now);
      return;
    }
    send(now);
  }

  function send(now: number): void {
    const covered = unreported;
    const sentIn = generation;
    unreported = undefined;
    sending = true;
    ledger.write(now);
    let call: Promise<void>;
    try {
      call = options.send();
    } catch (error) {
      call = Promise.reject(error);
    }
    call.then(
      () => {
        if (sentIn !== generation) return;
        sending = false;
        failedAt = undefined;
        flush();
      },
      () => {
        if (sentIn !== generation) return;
        sending = false;
        failedAt = now;
        // Still unreported: try again when the interval the ledger now holds is over.
        if (covered !== undefined) unreported = Math.max(unreported ?? -Infinity, covered);
        flush();
      },
    );
  }

  function wakeAt(delayMs: number): void {
    if (timer !== undefined) return;
    timer = clock.setTimeout(() => {
      timer = undefined;
      flush();
    }, delayMs);
  }

  return {
    noteActivity(at) {
      unreported = Math.max(unreported ?? -Infinity, at);
      flush();
    },
    stop() {
      generation += 1;
      sending = false;
      unreported = undefined;
      if (timer !== undefined) clock.clearTimeout(timer);
      timer = undefined;
    },
  };
}
