import { describe, expect, it } from 'vitest';
import { createSnapshotCell } from '../externalStore';

describe('createSnapshotCell', () => {
  it('starts on the first subscriber, stops on the last, and ignores a repeated unsubscribe', () => {
    const events: string[] = [];
    const cell = createSnapshotCell(1, {
      onFirstSubscribe: () => events.push('start'),
      onLastUnsubscribe: () => events.push('stop'),
    });
    const listener = (): void => {};
    const first = cell.store.subscribe(listener);
    const second = cell.store.subscribe(listener);
    first();
    first();
    expect(events).toEqual(['start']);
    expect(cell.isObserved()).toBe(true);
    second();
    expect(events).toEqual(['start', 'stop']);
    expect(cell.isObserved()).toBe(false);
  });

  it('notifies only when the snapshot object changes, and keeps it stable otherwise', () => {
    const initial = { count: 0 };
    const cell = createSnapshotCell(initial);
    let calls = 0;
    cell.store.subscribe(() => (calls += 1));
    cell.set(initial);
    expect(calls).toBe(0);
    expect(cell.store.getSnapshot()).toBe(initial);
    cell.set({ count: 1 });
    expect(calls).toBe(1);
  });

  it('a listener that unsubscribes another during notification does not skip anyone', () => {
    const cell = createSnapshotCell(0);
    const seen: string[] = [];
    let stopB = (): void => {};
    cell.store.subscribe(() => {
      seen.push('a');
      stopB();
    });
    stopB = cell.store.subscribe(() => seen.push('b'));
    cell.set(1);
    cell.set(2);
    expect(seen).toEqual(['a', 'b', 'a']);
  });
});
