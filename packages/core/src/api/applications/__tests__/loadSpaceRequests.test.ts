import { describe, expect, it } from 'vitest';
import { json } from '../../../test/stubFetch';
import { bodyOf, testClient } from '../../../test/testClient';
import { SPACE_REQUEST_PAGES, loadSpaceRequests } from '../loadSpaceRequests';

const request = (index: number, space?: { id: string; code: string; authority: string }) => ({
  EntityID: `a-${index}`,
  EntityStatusCode: 3,
  ApplicationType: 'REQUEST',
  ...(space ? { SpaceID: space.id, SpaceCode: space.code, SpaceAuthority: space.authority } : {}),
});
const business = { id: 'sp-1', code: 'buss', authority: 'DED' };
const property = { id: 'sp-2', code: 'prop', authority: 'DMT' };

/** A list of `all` items served 10 a page; statistics answer the space's id as its total. */
function world(all: object[], totalCount: number | null = all.length) {
  return testClient((incoming) => {
    if (incoming.url.pathname.endsWith('/statistics')) {
      const { spaceId } = bodyOf(incoming) as { spaceId: string };
      return json({ success: true, data: { total: spaceId === 'sp-1' ? 2 : 1 } });
    }
    const { PageOffset, PageSize } = (
      bodyOf(incoming) as { data: { PageOffset: number; PageSize: number } }
    ).data;
    return json({
      success: true,
      data: { Items: all.slice(PageOffset, PageOffset + PageSize), TotalCount: totalCount },
    });
  });
}

describe('loadSpaceRequests (SCREENS.md S8.3)', () => {
  it('reads every page of submitted requests, then each space with its requests and statistics', async () => {
    const items = [
      request(1, business),
      ...Array.from({ length: 10 }, (_, i) => request(i + 2)),
      request(12, property),
      request(13, business),
    ];
    const { client, requests } = world(items);
    const answer = await loadSpaceRequests(client);
    expect(answer.complete).toBe(true);
    expect(
      answer.spaces.map((entry) => ({
        id: entry.space.spaceId,
        kind: entry.space.kind,
        requests: entry.requests.map((r) => r.id),
        total: entry.statistics.total,
      })),
    ).toEqual([
      { id: 'sp-1', kind: 'business', requests: ['a-1', 'a-13'], total: 2 },
      { id: 'sp-2', kind: 'property', requests: ['a-12'], total: 1 },
    ]);
    const lists = requests.filter((r) => !r.url.pathname.endsWith('/statistics'));
    expect(lists).toHaveLength(2);
    expect(
      (bodyOf(lists[1]) as { data: { PageOffset: number; Filters: object } }).data,
    ).toMatchObject({ PageOffset: 10, Filters: { addDrafts: false } });
  });

  it('reads only the spaces of the kind asked for', async () => {
    const { client, requests } = world([request(1, business), request(2, property)]);
    const answer = await loadSpaceRequests(client, { kind: 'property' });
    expect(answer.spaces.map((entry) => entry.space.spaceId)).toEqual(['sp-2']);
    expect(requests).toHaveLength(2);
  });

  it(`stops after ${SPACE_REQUEST_PAGES} pages and says the answer is not complete`, async () => {
    const items = Array.from({ length: 80 }, (_, i) => request(i + 1, business));
    const { client, requests } = world(items);
    const answer = await loadSpaceRequests(client);
    expect(answer.complete).toBe(false);
    expect(answer.spaces[0]?.requests).toHaveLength(SPACE_REQUEST_PAGES * 10);
    expect(requests).toHaveLength(SPACE_REQUEST_PAGES + 1);
  });

  it('without a total, reads on while pages are full', async () => {
    const items = Array.from({ length: 12 }, (_, i) => request(i + 1, property));
    const { client } = world(items, null);
    const answer = await loadSpaceRequests(client);
    expect(answer.spaces[0]?.requests).toHaveLength(12);
    expect(answer.complete).toBe(true);
  });

  it('gives no space when no request names one', async () => {
    const { client } = world([request(1), request(2)]);
    expect(await loadSpaceRequests(client)).toEqual({ spaces: [], complete: true });
  });
});
