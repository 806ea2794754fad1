import { describe, expect, it } from 'vitest';
import { json } from '../../../test/stubFetch';
import { bodyOf, testClient } from '../../../test/testClient';
import { loadSpaceStatistics } from '../loadSpaceStatistics';

const items = [
  {
    EntityID: 'a-1',
    EntityStatusCode: 3,
    SpaceID: 'sp-1',
    SpaceCode: 'buss',
    SpaceAuthority: 'DED',
  },
  {
    EntityID: 'a-2',
    EntityStatusCode: 2,
    SpaceID: 'sp-2',
    SpaceCode: 'prop',
    SpaceAuthority: 'DMT',
  },
  {
    EntityID: 'a-3',
    EntityStatusCode: 1,
    SpaceID: 'sp-1',
    SpaceCode: 'buss',
    SpaceAuthority: 'DED',
  },
  { EntityID: 'a-4', EntityStatusCode: 1 },
];

function world() {
  return testClient((request) => {
    if (request.url.pathname.endsWith('/statistics')) {
      const { spaceId } = bodyOf(request) as { spaceId: string };
      return json({ success: true, data: { total: spaceId === 'sp-1' ? 2 : 1, delayed: '0' } });
    }
    return json({ success: true, data: { Items: items, TotalCount: items.length } });
  });
}

describe('loadSpaceStatistics (SCREENS.md S3.1)', () => {
  it('reads submitted requests, then each space they name once', async () => {
    const { client, requests } = world();
    const spaces = await loadSpaceStatistics(client);
    expect(spaces).toEqual([
      {
        space: { spaceId: 'sp-1', spaceCode: 'buss', spaceAuthority: 'DED', kind: 'business' },
        statistics: { total: 2, delayed: 0 },
      },
      {
        space: { spaceId: 'sp-2', spaceCode: 'prop', spaceAuthority: 'DMT', kind: 'property' },
        statistics: { total: 1, delayed: 0 },
      },
    ]);
    expect((bodyOf(requests[0]) as { data: { Filters: object } }).data.Filters).toMatchObject({
      addDrafts: false,
    });
    expect(bodyOf(requests[1])).toEqual({
      spaceId: 'sp-1',
      spaceAuthority: 'DED',
      spaceCode: 'buss',
      lang: 'en',
    });
    expect(requests).toHaveLength(3);
  });

  it('reads only the spaces of the kind the page asked for', async () => {
    const { client, requests } = world();
    const spaces = await loadSpaceStatistics(client, { kind: 'property' });
    expect(spaces.map((entry) => entry.space.spaceId)).toEqual(['sp-2']);
    expect(requests).toHaveLength(2);
  });
});
