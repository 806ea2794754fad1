import type { ActivitySource } from '../activitySource';
import type { Clock, TimerHandle } from '../clock';
import type { PortalNavigation } from '../navigation';
import type { PageLifecycle, PageLifecycleEvent } from '../pageLifecycle';
import type { SharedStorage } from '../sharedStorage';
import type { OpenTabChannel } from '../tabChannel';
import type { RequestLeadership } from '../tabLeadership';

/**
 * A deterministic browser for the session tests: one fake wall clock and timer queue shared by
 * several fake tabs, a BroadcastChannel hub, origin-wide storage and a Web Locks stand-in. Nothing
 * here sleeps; `advance` runs due timers in time order and drains promise jobs after each one.
 */

interface ScheduledTimer {
  readonly id: number;
  readonly due: number;
  readonly callback: () => void;
}

/** Lets every pending promise job run (setImmediate runs only once the microtask queue is empty). */
export function drainPromiseJobs(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

export interface Deferred<T> {
  readonly promise: Promise<T>;
  resolve(value: T): void;
  reject(error: unknown): void;
}

export function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

export interface PostedMessage {
  readonly channel: string;
  readonly from: FakeTab;
  readonly data: unknown;
}

export class FakeWorld {
  now: number;
  /** Extra delay added to every timer, to play a busy or throttled main thread. */
  timerLateness: (delayMs: number) => number = () => 0;
  readonly storage = new Map<string, string>();
  readonly posted: PostedMessage[] = [];
  private readonly timers = new Map<number, ScheduledTimer>();
  private nextTimerId = 1;
  private readonly channels = new Map<
    string,
    Set<{ tab: FakeTab; onMessage: (data: unknown) => void }>
  >();
  private readonly lockQueues = new Map<
    string,
    Array<{ onLeader: () => void; granted: boolean }>
  >();

  constructor(start = Date.UTC(2026, 10, 22, 8, 0, 0)) {
    this.now = start;
  }

  readonly clock: Clock = {
    now: () => this.now,
    setTimeout: (callback, delayMs) => {
      const id = this.nextTimerId++;
      this.timers.set(id, { id, due: this.now + delayMs + this.timerLateness(delayMs), callback });
      return id;
    },
    clearTimeout: (handle: TimerHandle) => {
      this.timers.delete(handle as number);
    },
  };

  pendingTimers(): number {
    return this.timers.size;
  }

  /** Moves the clock without running any timer: a laptop asleep, or a frozen background tab. */
  jump(ms: number): void {
    this.now += ms;
  }

  /** Runs every timer due within `ms` in time order (overdue ones first), then sets the clock to the end. */
  async advance(ms: number): Promise<void> {
    const target = this.now + ms;
    await drainPromiseJobs();
    for (;;) {
      let next: ScheduledTimer | undefined;
      for (const timer of this.timers.values()) {
        if (timer.due <= target && (next === undefined || timer.due < next.due)) next = timer;
      }
      if (next === undefined) break;
      this.timers.delete(next.id);
      this.now = Math.max(this.now, next.due);
      next.callback();
      await drainPromiseJobs();
    }
    this.now = target;
  }

  /** Runs what is already due: overdue timers after a jump, delivered messages, settled promises. */
  flush(): Promise<void> {
    return this.advance(0);
  }

  openTabChannel(tab: FakeTab): OpenTabChannel {
    return (name, onMessage) => {
      const members = this.channels.get(name) ?? new Set();
      this.channels.set(name, members);
      const member = { tab, onMessage };
      members.add(member);
      let open = true;
      return {
        post: (message) => {
          if (!open) throw new Error('post on a closed channel');
          // Like BroadcastChannel: a structured clone, delivered later as a task, never to the sender.
          const data = structuredClone(message);
          this.posted.push({ channel: name, from: tab, data });
          for (const other of members) {
            if (other === member) continue;
            this.clock.setTimeout(() => {
              if (members.has(other)) other.onMessage(structuredClone(data));
            }, 0);
          }
        },
        close: () => {
          open = false;
          members.delete(member);
        },
      };
    };
  }

  openChannelCount(name: string): number {
    return this.channels.get(name)?.size ?? 0;
  }

  /** Web Locks semantics: one holder per name, waiters granted in request order, grants arrive as tasks. */
  readonly requestLeadership: RequestLeadership = (name, onLeader) => {
    const queue = this.lockQueues.get(name) ?? [];
    this.lockQueues.set(name, queue);
    const entry = { onLeader, granted: false };
    queue.push(entry);
    this.grantNext(name);
    let done = false;
    return () => {
      if (done) return;
      done = true;
      const index = queue.indexOf(entry);
      if (index >= 0) queue.splice(index, 1);
      if (entry.granted) this.grantNext(name);
    };
  };

  private grantNext(name: string): void {
    const queue = this.lockQueues.get(name) ?? [];
    const head = queue[0];
    if (head === undefined || head.granted) return;
    head.granted = true;
    this.clock.setTimeout(() => {
      if (queue[0] === head) head.onLeader();
    }, 0);
  }

  readonly sharedStorage: SharedStorage = {
    get: (key) => this.storage.get(key) ?? null,
    set: (key, value) => {
      this.storage.set(key, value);
    },
    remove: (key) => {
      this.storage.delete(key);
    },
  };

  createTab(url = '/en/mylocker'): FakeTab {
    return new FakeTab(this, url);
  }
}

export class FakeTab {
  visible = true;
  readonly navigations: string[] = [];
  private readonly activityListeners = new Set<() => void>();
  private readonly pageListeners = new Set<(event: PageLifecycleEvent) => void>();

  constructor(
    readonly world: FakeWorld,
    public url: string,
  ) {}

  readonly activity: ActivitySource = {
    subscribe: (listener) => {
      const entry = (): void => listener();
      this.activityListeners.add(entry);
      return () => this.activityListeners.delete(entry);
    },
  };

  readonly page: PageLifecycle = {
    isVisible: () => this.visible,
    subscribe: (listener) => {
      const entry = (event: PageLifecycleEvent): void => listener(event);
      this.pageListeners.add(entry);
      return () => this.pageListeners.delete(entry);
    },
  };

  readonly navigation: PortalNavigation = {
    currentUrl: () => this.url,
    replace: (url) => {
      this.navigations.push(url);
      this.url = url;
    },
  };

  get openTabChannel(): OpenTabChannel {
    return this.world.openTabChannel(this);
  }

  activityListenerCount(): number {
    return this.activityListeners.size;
  }

  pageListenerCount(): number {
    return this.pageListeners.size;
  }

  /** `count` DOM activity events, all at the current instant. */
  act(count = 1): void {
    for (let i = 0; i < count; i += 1)
      for (const listener of [...this.activityListeners]) listener();
  }

  firePage(event: PageLifecycleEvent): void {
    for (const listener of [...this.pageListeners]) listener(event);
  }

  setVisible(visible: boolean): void {
    this.visible = visible;
    this.firePage('visibilitychange');
  }

  /** The environment options every session store takes, wired to this tab. */
  environment(): {
    clock: Clock;
    activity: ActivitySource;
    page: PageLifecycle;
    openTabChannel: OpenTabChannel;
    storage: SharedStorage;
    navigation: PortalNavigation;
    requestLeadership: RequestLeadership;
  } {
    return {
      clock: this.world.clock,
      activity: this.activity,
      page: this.page,
      openTabChannel: this.openTabChannel,
      storage: this.world.sharedStorage,
      navigation: this.navigation,
      requestLeadership: this.world.requestLeadership,
    };
  }
}
