import { afterEach, describe, expect, it, vi } from 'vitest';
import { documentActivitySource } from '../activitySource';
import { createIdleLock } from '../createIdleLock';
import { createStateRefresher } from '../createStateRefresher';
import { documentPageLifecycle } from '../pageLifecycle';
import { browserLocalStorage } from '../sharedStorage';
import { openBroadcastChannel } from '../tabChannel';
import { webLocksLeadership } from '../tabLeadership';
import { drainPromiseJobs } from './fakeWorld';

class RecordingTarget extends EventTarget {
  readonly added: Array<{ type: string; options: unknown }> = [];
  override addEventListener(
    type: string,
    listener: EventListener,
    options?: AddEventListenerOptions,
  ): void {
    this.added.push({ type, options });
    super.addEventListener(type, listener, options);
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('browser defaults', () => {
  it('import and construct in Node without touching DOM globals', () => {
    expect(typeof document).toBe('undefined');
    const idle = createIdleLock({ locale: 'en', lock: () => Promise.resolve(true) });
    const refresher = createStateRefresher({ fetchState: () => Promise.resolve(0) });
    expect(idle.getSnapshot()).toEqual({ phase: 'active' });
    expect(refresher.getSnapshot().data).toBeUndefined();
  });

  it('activity listeners are capture-phase and passive, on document, and come off again (row 7)', () => {
    const target = new RecordingTarget();
    vi.stubGlobal('document', target);
    let events = 0;
    const stop = documentActivitySource.subscribe(() => (events += 1));
    expect(target.added.map((entry) => entry.type)).toEqual([
      'mousemove',
      'mousedown',
      'keydown',
      'touchstart',
      'wheel',
    ]);
    for (const { options } of target.added)
      expect(options).toEqual({ capture: true, passive: true });
    target.dispatchEvent(new Event('keydown'));
    stop();
    target.dispatchEvent(new Event('keydown'));
    expect(events).toBe(1);
  });

  it('page lifecycle reports visibility, focus and pageshow', () => {
    const doc = Object.assign(new EventTarget(), { visibilityState: 'hidden' });
    const win = new EventTarget();
    vi.stubGlobal('document', doc);
    vi.stubGlobal('window', win);
    const seen: string[] = [];
    const stop = documentPageLifecycle.subscribe((event) => seen.push(event));
    expect(documentPageLifecycle.isVisible()).toBe(false);
    doc.dispatchEvent(new Event('visibilitychange'));
    win.dispatchEvent(new Event('focus'));
    win.dispatchEvent(new Event('pageshow'));
    stop();
    win.dispatchEvent(new Event('focus'));
    expect(seen).toEqual(['visibilitychange', 'focus', 'pageshow']);
  });

  it('BroadcastChannel carries messages to other ports only', async () => {
    const received: unknown[] = [];
    const arrived = new Promise<void>((resolve) => {
      const other = openBroadcastChannel('portal.test', (message) => {
        received.push(message);
        other.close();
        resolve();
      });
    });
    const self = openBroadcastChannel('portal.test', (message) => received.push(['self', message]));
    self.post({ type: 'activity', at: 1 });
    await arrived;
    self.close();
    expect(received).toEqual([{ type: 'activity', at: 1 }]);
  });

  it('Web Locks leadership holds the lock until released', async () => {
    const holders: string[] = [];
    let held: Promise<unknown> | undefined;
    vi.stubGlobal('navigator', {
      locks: {
        request: (name: string, _options: unknown, callback: () => Promise<unknown>) => {
          holders.push(name);
          held = callback();
          return held;
        },
      },
    });
    let leading = false;
    const release = webLocksLeadership('portal.lead', () => (leading = true));
    expect(leading).toBe(true);
    let released = false;
    void held?.then(() => (released = true));
    await drainPromiseJobs();
    expect(released).toBe(false);
    release();
    release();
    await drainPromiseJobs();
    expect(released).toBe(true);
    expect(holders).toEqual(['portal.lead']);
  });

  it('without Web Locks every tab leads, unless it withdrew first', async () => {
    vi.stubGlobal('navigator', {});
    let leads = 0;
    webLocksLeadership('a', () => (leads += 1));
    webLocksLeadership('b', () => (leads += 10))();
    await drainPromiseJobs();
    expect(leads).toBe(1);
  });

  it('storage that throws behaves as empty', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    });
    expect(browserLocalStorage.get('k')).toBeNull();
    expect(() => browserLocalStorage.set('k', '1')).not.toThrow();
    expect(() => browserLocalStorage.remove('k')).not.toThrow();
  });
});
