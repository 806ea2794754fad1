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
      { name: 'lockerItem', status: 'submitted' },
      { name: 'lockerItem', status: 'action required' },
      { name: 'lockerItem', status: 'in progress' },
      { name: 'lockerItem', status: 'service application' },
    ]);
  });

  it('does not count an item shown again, nor one without an id', () => {
    const reported = new Set<string>();
    lockerItemEventsOf([item('a-1', 1)], reported);
    expect(lockerItemEventsOf([item('a-1', 1), item('a-2', 'INPROCESS')], reported)).toEqual([
      { name: 'lockerItem', status: 'in progress' },
    ]);
    expect(lockerItemEventsOf([normalizeApplication({ EntityStatusCode: 2 })], reported)).toEqual(
      [],
    );
  });
});
