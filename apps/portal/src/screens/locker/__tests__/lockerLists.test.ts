import { normalizeApplication, pageCountOf } from '@portal/core';
import { describe, expect, it } from 'vitest';
import { combinedListInputOf, INITIAL_FILTERS, isFiltered } from '../useApplicationLists';
import { withoutApplication } from '../useDiscardDraft';

describe('locker list mapping', () => {
  it('sends core’s consistent filters, the service only when one is picked, and the page', () => {
    expect(combinedListInputOf(INITIAL_FILTERS, 1)).toEqual({
      addDrafts: true,
      addDelegated: true,
      onlyDrafts: false,
      page: 1,
    });
    expect(
      combinedListInputOf(
        { ...INITIAL_FILTERS, addDrafts: false, onlyDrafts: true, entityId: 'ADGE-DOH' },
        2,
      ),
    ).toEqual({
      addDrafts: true,
      addDelegated: true,
      onlyDrafts: true,
      entityId: 'ADGE-DOH',
      page: 2,
    });
    expect(isFiltered(INITIAL_FILTERS)).toBe(false);
    expect(isFiltered({ ...INITIAL_FILTERS, entityId: 'ADGE-DOH' })).toBe(true);
  });

  it('takes a discarded draft out of a cached page and lowers the total', () => {
    const page = {
      items: [normalizeApplication({ EntityID: 'a' }), normalizeApplication({ EntityID: 'b' })],
      totalCount: 12,
      adgeLookup: [],
    };
    const after = withoutApplication(page, 'a');
    expect(after?.items.map((item) => item.id)).toEqual(['b']);
    expect(after?.totalCount).toBe(11);
    expect(withoutApplication(page, 'zz')).toBe(page);
    // 11 requests left: two pages of 10 (core's page count).
    expect(pageCountOf(after?.totalCount, 10)).toBe(2);
  });
});
