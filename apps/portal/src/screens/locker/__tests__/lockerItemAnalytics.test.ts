import { normalizeApplication } from '@portal/core';
import { describe, expect, it } from 'vitest';
import { lockerItemEventsOf } from '../useLockerItemAnalytics';

const item = (EntityID: string, EntityStatusCode: unknown) =>
  normalizeApplication({ EntityID, EntityStatusCode });

describe('locker analytics events (spec 000 §4)', () => {
  it('sends one event per item in status 1–4, in the spec’s words, and none for 5–8', () => {
    const reported = new Set<string>();
    const items = [1, 2, 3, 4, 5, 6, 7, 8].map((code) => item(`a-${code}`, code));
    expect(lockerItemEventsOf(items, reported)).toEqual([
      { name: 'lockerItem', event: 'submitted', itemId: 'a-1' },
      { name: 'lockerItem', event: 'action required', itemId: 'a-2' },
      { name: 'lockerItem', event: 'in progress', itemId: 'a-3' },
      { name: 'lockerItem', event: 'service application', itemId: 'a-4' },
    ]);
  });

  it('does not count an item shown again, nor one without an id', () => {
    const reported = new Set<string>();
    lockerItemEventsOf([item('a-1', 1)], reported);
    expect(lockerItemEventsOf([item('a-1', 1), item('a-2', 'INPROCESS')], reported)).toEqual([
      { name: 'lockerItem', event: 'in progress', itemId: 'a-2' },
    ]);
    expect(lockerItemEventsOf([normalizeApplication({ EntityStatusCode: 2 })], reported)).toEqual(
      [],
    );
  });
});
