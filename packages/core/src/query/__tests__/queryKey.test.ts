import { describe, expect, expectTypeOf, it } from 'vitest';
import { allCalls } from '../../api/contract';
import { notificationCountCall } from '../../api/commonUi/notificationCountCall';
import { headerStateQuery } from '../../api/commonUi/loadHeaderState';
import type { ApiLanguage } from '../../client/createPortalClient';
import {
  PORTAL_QUERY_SCOPE,
  queryKeyOf,
  queryKeyPrefixOf,
  type PortalQueryKey,
  type QueryKeyValue,
} from '../queryKey';

/** TanStack Query's own test: a key must survive JSON unchanged to be hashed deterministically. */
function roundTrips(key: readonly unknown[]): boolean {
  return JSON.stringify(JSON.parse(JSON.stringify(key))) === JSON.stringify(key);
}

describe('queryKeyOf', () => {
  it('gives every call of allCalls its own serialisable key per language and input', () => {
    const keys = new Set<string>();
    for (const call of allCalls) {
      for (const lang of ['en', 'ar'] as const) {
        for (const input of [undefined, { page: 2 }]) {
          const key = queryKeyOf(call, lang, input);
          expect(key.slice(0, 3), call.id).toEqual([PORTAL_QUERY_SCOPE, call.id, lang]);
          expect(roundTrips(key), call.id).toBe(true);
          keys.add(JSON.stringify(key));
        }
      }
    }
    expect(keys.size).toBe(allCalls.length * 4);
  });

  it('is typed as scope, call id, language and input', () => {
    const key = queryKeyOf(notificationCountCall, 'en');
    expectTypeOf(key).toEqualTypeOf<PortalQueryKey>();
    expectTypeOf(key[2]).toEqualTypeOf<ApiLanguage>();
    expectTypeOf(key[3]).toEqualTypeOf<QueryKeyValue>();
    expect(key).toEqual(['portal', 'commonUi.notificationCount', 'en', {}]);
  });

  it('names a loader by its own id', () => {
    expect(queryKeyOf(headerStateQuery, 'ar')).toEqual([
      'portal',
      'commonUi.headerState',
      'ar',
      {},
    ]);
  });

  it('gives the same key to no input and an empty one, and whatever the order of members', () => {
    const call = { id: 'test.list' };
    expect(queryKeyOf(call, 'en')).toEqual(queryKeyOf(call, 'en', {}));
    expect(queryKeyOf(call, 'en', { page: 1, search: 'x', extra: undefined })).toEqual(
      queryKeyOf(call, 'en', { search: 'x', page: 1 }),
    );
    expect(JSON.stringify(queryKeyOf(call, 'en', { b: 1, a: { d: 1, c: 2 } }))).toBe(
      '["portal","test.list","en",{"a":{"c":2,"d":1},"b":1}]',
    );
  });

  it('keeps data and leaves out what is not data', () => {
    const storage = { getItem: () => null } as unknown as Storage;
    class Widget {
      readonly size = 1;
    }
    const cyclic: Record<string, unknown> = { name: 'loop' };
    cyclic['self'] = cyclic;
    const key = queryKeyOf({ id: 'test.data' }, 'en', {
      itemId: 'languages',
      storage: Object.create(storage) as Storage,
      onDone: () => undefined,
      signal: AbortSignal.abort(),
      widget: new Widget(),
      since: new Date('2026-01-02T03:04:05Z'),
      big: 10n,
      ratio: Number.NaN,
      list: [1, undefined, () => 0, 'x'],
      cyclic,
    });
    expect(key[3]).toEqual({
      itemId: 'languages',
      since: '2026-01-02T03:04:05.000Z',
      big: '10',
      ratio: 'NaN',
      list: [1, null, null, 'x'],
      cyclic: { name: 'loop' },
    });
    expect(roundTrips(key)).toBe(true);
  });

  it('keeps an input member named __proto__ as plain data', () => {
    const input = JSON.parse('{"__proto__": {"polluted": true}, "page": 1}') as unknown;
    const key = queryKeyOf({ id: 'test.proto' }, 'en', input);
    expect(JSON.stringify(key[3])).toBe('{"__proto__":{"polluted":true},"page":1}');
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it('accepts a primitive input as it is', () => {
    expect(queryKeyOf({ id: 'portal.searchSuggestions' }, 'ar', 'رخصة')[3]).toBe('رخصة');
  });
});

describe('queryKeyPrefixOf', () => {
  it('is a prefix of the keys of its call, with or without the language', () => {
    const key = queryKeyOf(notificationCountCall, 'en', { status: [0, 1] });
    expect(key.slice(0, 2)).toEqual(queryKeyPrefixOf(notificationCountCall));
    expect(key.slice(0, 3)).toEqual(queryKeyPrefixOf(notificationCountCall, 'en'));
  });
});
