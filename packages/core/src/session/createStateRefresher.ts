import { STATE_REFRESH_INTERVAL_MS } from '../rules/time/timings';
import { systemClock, type Clock, type TimerHandle } from './clock';
import { assertTimerDuration } from './duration';
import { createSnapshotCell, type ExternalStore } from './externalStore';
import { documentPageLifecycle, type PageLifecycle } from './pageLifecycle';
import { MAX_REFRESH_BACKOFF_MS, refreshDelay } from './refreshBackoff';
import { browserLocalStorage, type SharedStorage } from './sharedStorage';
import { isSignedOutError } from './signedOutError';
import { parseStateRefreshTabMessage, type StateRefreshTabMessage } from './stateRefreshTabMessage';
import { openBroadcastChannel, type OpenTabChannel, type TabChannelPort } from './tabChannel';
import { webLocksLeadership, type RequestLeadership } from './tabLeadership';

/** Channel and leadership lock name the refresher uses by default. */
export const STATE_REFRESH_CHANNEL = 'portal.session.state';

/** Options of {@link createStateRefresher}; every environment piece has a browser default. */
export interface StateRefresherOptions<TState> {
  /** Loads the state (bell count, user state); must be structured-cloneable to reach other tabs. */
  readonly fetchState: (signal: AbortSignal) => Promise<TState>;
  /** Polling interval (spec 001 §7, §9: 15 s). At most 2^31−1 ms. */
  readonly intervalMs?: number;
  /** Longest wait while failing (default 5 min). */
  readonly maxBackoffMs?: number;
  /**
   * Checks a result received from another tab. Choice: pass one whenever two deployed versions of the
   * portal might be open side by side; without it, results are trusted as same-origin data.
   */
  readonly isState?: (data: unknown) => data is TState;
  readonly clock?: Clock;
  readonly page?: PageLifecycle;
  readonly openTabChannel?: OpenTabChannel;
  readonly requestLeadership?: RequestLeadership;
  /**
   * Where tabs share the schedule: when the last request went and how many failed in a row (two
   * numbers, never the state itself). A tab that starts or becomes the leader reads it first, so no
   * tab ever fetches sooner than the shared interval allows.
   */
  readonly storage?: SharedStorage;
  /** Channel and lock name. Version it (`portal.session.state.v2`) when the state's shape changes. */
  readonly channelName?: string;
}

/** What the header reads: the latest state, however it arrived. */
export interface StateRefresherSnapshot<TState> {
  /** The newest state fetched by any tab; `undefined` until the first one arrives. */
  readonly data: TState | undefined;
  /** When `data` was fetched (clock time). */
  readonly updatedAt: number | undefined;
  /** The last failure of this tab's own fetch; cleared by any newer success. */
  readonly error: unknown;
  /** Failures in a row, as the polling tab counts them. */
  readonly consecutiveFailures: number;
  /** Whether this tab is the one polling. */
  readonly isLeader: boolean;
  /**
   * The fetch answered 401 (`PortalError` kind `unauthorized`), here or in another tab: the user is
   * signed out, polling has stopped in every tab, and the header should show the signed-out view (or
   * go to sign-in). `data` keeps the last state fetched before. Cleared by `refresh()` or when
   * another tab fetches successfully again.
   */
  readonly signedOut: boolean;
}

/** The refresher store; `refresh()` asks for fresh state now. */
export interface StateRefresher<TState> extends ExternalStore<StateRefresherSnapshot<TState>> {
  /**
   * Refresh now: in this tab if it polls, otherwise by asking the polling tab. After a sign-out
   * (the user signed in again), resumes polling on the shared schedule instead.
   */
  refresh(): void;
}

/**
 * The shared 15-second state refresh (spec 001 §7: state is refreshed every 15 seconds; §9).
 *
 * One visible tab leads (Web Locks by default) and polls; the others listen on a BroadcastChannel and
 * show the leader's results. A tab that is hidden neither polls nor leads, so with every tab hidden
 * nothing is sent. A tab coming back asks to lead and, if it becomes the leader, fetches at once when
 * the shared state is older than the interval. All tabs share the time of the last attempt, so a
 * change of leader never shortens the interval: the time of the last request and the failure count
 * are in storage, read before every decision, so a tab that opens or takes over adopts the shared
 * schedule and the last result (from the other tabs) instead of fetching again. Failures back off
 * (30 s, 1 min… up to 5 min). A 401 stops polling in every tab and sets `signedOut`.
 *
 * Choices where the spec is silent: a fetch in flight when the page hides is allowed to finish (its
 * answer is already paid for); a new tab asks the others for their latest result instead of waiting
 * up to 15 s for the bell count.
 */
export function createStateRefresher<TState>(
  options: StateRefresherOptions<TState>,
): StateRefresher<TState> {
  const intervalMs = assertTimerDuration(
    'intervalMs',
    options.intervalMs ?? STATE_REFRESH_INTERVAL_MS,
  );
  const maxBackoffMs = assertTimerDuration(
    'maxBackoffMs',
    options.maxBackoffMs ?? MAX_REFRESH_BACKOFF_MS,
  );
  const clock = options.clock ?? systemClock;
  const page = options.page ?? documentPageLifecycle;
  const openTabChannel = options.openTabChannel ?? openBroadcastChannel;
  const requestLeadership = options.requestLeadership ?? webLocksLeadership;
  const channelName = options.channelName ?? STATE_REFRESH_CHANNEL;
  const isState = options.isState ?? ((_data: unknown): _data is TState => true);
  const storage = options.storage ?? browserLocalStorage;
  const lastAttemptKey = `${channelName}.lastAttemptAt`;
  const failuresKey = `${channelName}.failures`;

  const cell = createSnapshotCell<StateRefresherSnapshot<TState>>(
    {
      data: undefined,
      updatedAt: undefined,
      error: undefined,
      consecutiveFailures: 0,
      isLeader: false,
      signedOut: false,
    },
    { onFirstSubscribe: start, onLastUnsubscribe: stop },
  );
  let channel: TabChannelPort | undefined;
  let detachPage: (() => void) | undefined;
  let leaveLeadership: (() => void) | undefined;
  let timer: TimerHandle | undefined;
  let inFlight: AbortController | undefined;
  let lastAttemptAt: number | undefined;

  const update = (changes: Partial<StateRefresherSnapshot<TState>>): void => {
    const current = cell.get();
    const changed = (Object.keys(changes) as Array<keyof StateRefresherSnapshot<TState>>).some(
      (key) => !Object.is(current[key], changes[key]),
    );
    if (changed) cell.set({ ...current, ...changes });
  };

  function start(): void {
    channel = openTabChannel(channelName, onTabMessage);
    detachPage = page.subscribe(onPageEvent);
    readSharedSchedule();
    post({ type: 'hello' });
    if (page.isVisible()) seekLeadership();
  }

  function stop(): void {
    giveUpLeadership();
    inFlight?.abort();
    inFlight = undefined;
    detachPage?.();
    detachPage = undefined;
    channel?.close();
    channel = undefined;
  }

  function post(message: StateRefreshTabMessage): void {
    channel?.post(message);
  }

  function cancelTimer(): void {
    if (timer !== undefined) clock.clearTimeout(timer);
    timer = undefined;
  }

  function seekLeadership(): void {
    if (leaveLeadership !== undefined || cell.get().signedOut) return;
    leaveLeadership = requestLeadership(channelName, () => {
      update({ isLeader: true });
      scheduleNext();
    });
  }

  function giveUpLeadership(): void {
    cancelTimer();
    leaveLeadership?.();
    leaveLeadership = undefined;
    update({ isLeader: false });
  }

  /**
   * Adopts the schedule another tab stored: a later attempt and its failure count (issue G §1: a tab
   * opened or promoted within 15 s of the last request must not fetch again).
   */
  function readSharedSchedule(): void {
    const stored = Number(storage.get(lastAttemptKey) ?? Number.NaN);
    // Only a later attempt that is not in the future (NaN, from missing storage, fails both tests).
    if (!(stored <= clock.now() && stored > (lastAttemptAt ?? -Infinity))) return;
    lastAttemptAt = stored;
    const failures = Number(storage.get(failuresKey));
    if (failures >= 0) update({ consecutiveFailures: failures });
  }

  /** Fetches now if the shared schedule says so, otherwise waits until it does. */
  function scheduleNext(): void {
    cancelTimer();
    if (!cell.get().isLeader || inFlight !== undefined || cell.get().signedOut) return;
    readSharedSchedule();
    const wait =
      lastAttemptAt === undefined
        ? 0
        : lastAttemptAt +
          refreshDelay(intervalMs, cell.get().consecutiveFailures, maxBackoffMs) -
          clock.now();
    // The timer re-runs this, so a request another tab made meanwhile pushes ours back.
    if (wait <= 0) fetchNow();
    else timer = clock.setTimeout(scheduleNext, wait);
  }

  /** A 401 here (with its error) or in another tab (issue G §4): stop polling. */
  function stopSignedOut(changes?: Partial<StateRefresherSnapshot<TState>>): void {
    giveUpLeadership();
    update({ ...changes, signedOut: true });
  }

  function resumeAfterSignIn(): void {
    update({ signedOut: false });
    onPageEvent();
  }

  function fetchNow(): void {
    cancelTimer();
    if (inFlight !== undefined) return;
    const controller = new AbortController();
    inFlight = controller;
    const startedAt = clock.now();
    lastAttemptAt = startedAt;
    storage.set(lastAttemptKey, String(startedAt));
    let request: Promise<TState>;
    try {
      request = options.fetchState(controller.signal);
    } catch (error) {
      request = Promise.reject(error);
    }
    request
      .then(
        (data) => {
          if (controller.signal.aborted) return;
          const at = clock.now();
          storage.set(failuresKey, '0');
          update({ data, updatedAt: at, error: undefined, consecutiveFailures: 0 });
          post({ type: 'result', startedAt, at, data });
        },
        (error: unknown) => {
          // Our own abort (the last subscriber left) is not a server failure.
          if (controller.signal.aborted) return;
          if (isSignedOutError(error)) {
            stopSignedOut({ error });
            post({ type: 'signedOut' });
            return;
          }
          const failures = cell.get().consecutiveFailures + 1;
          storage.set(failuresKey, String(failures));
          update({ error, consecutiveFailures: failures });
          post({ type: 'failure', startedAt, failures });
        },
      )
      .finally(() => {
        if (inFlight !== controller) return;
        inFlight = undefined;
        scheduleNext();
      });
  }

  function onPageEvent(): void {
    if (cell.get().signedOut) return;
    if (!page.isVisible()) {
      giveUpLeadership();
    } else if (cell.get().isLeader) {
      // Focus or pageshow after a sleep: the timer may be late, so re-check the schedule now.
      scheduleNext();
    } else {
      seekLeadership();
    }
  }

  function onTabMessage(raw: unknown): void {
    const message = parseStateRefreshTabMessage(raw);
    if (message === undefined) return;
    switch (message.type) {
      case 'hello': {
        const { data, updatedAt } = cell.get();
        if (data !== undefined && updatedAt !== undefined && lastAttemptAt !== undefined) {
          post({ type: 'result', startedAt: lastAttemptAt, at: updatedAt, data });
        }
        return;
      }
      case 'refresh':
        if (cell.get().isLeader) fetchNow();
        return;
      case 'result': {
        if (cell.get().signedOut) resumeAfterSignIn();
        lastAttemptAt = Math.max(lastAttemptAt ?? message.startedAt, message.startedAt);
        const { updatedAt } = cell.get();
        if ((updatedAt === undefined || message.at > updatedAt) && isState(message.data)) {
          update({
            data: message.data,
            updatedAt: message.at,
            error: undefined,
            consecutiveFailures: 0,
          });
        }
        scheduleNext();
        return;
      }
      case 'failure':
        if (lastAttemptAt === undefined || message.startedAt >= lastAttemptAt) {
          lastAttemptAt = message.startedAt;
          update({ consecutiveFailures: message.failures });
        }
        scheduleNext();
        return;
      case 'signedOut':
        stopSignedOut();
        return;
    }
  }

  return {
    subscribe: cell.store.subscribe,
    getSnapshot: cell.store.getSnapshot,
    refresh() {
      if (cell.get().signedOut) resumeAfterSignIn();
      else if (cell.get().isLeader) fetchNow();
      else post({ type: 'refresh' });
    },
  };
}
