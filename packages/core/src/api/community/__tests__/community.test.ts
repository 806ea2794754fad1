import { describe, expect, it } from 'vitest';
import { json } from '../../../test/stubFetch';
import { bodyOf, rejectionOf, testClient } from '../../../test/testClient';
import {
  deleteIdeaDraft,
  getIdeaDetails,
  getIdeaList,
  getLeaderboard,
  setIdeaSupport,
  submitIdea,
} from '../community';

const summary = {
  ideaId: 101,
  title: 'Shaded bus stops',
  topicId: 'transport',
  status: 'underReview',
  author: { publicName: 'Fatima K.', avatarId: 'avatar-01' },
  submittedAt: '2026-11-01T08:00:00.000Z',
  supportersCount: '12',
  commentsCount: 0,
};

describe('community clients (assumed calls)', () => {
  it('sends each call to its path, filters as a query, ids in the path, and reads numbers tolerantly', async () => {
    const { client, requests } = testClient((request) => {
      const path = request.url.pathname;
      if (path === '/api/community/ideas' && request.method === 'GET')
        return json({ data: { items: [summary], total: '1', page: 1, pageSize: 12 } });
      if (path.endsWith('/support'))
        return json({ data: { supportersCount: 13, supportedByMe: true } });
      if (path === '/api/community/ideas')
        return json({ data: { ideaId: '130', status: 'submitted', submittedAt: 'x' } });
      if (path.endsWith('/delete')) return json({ data: { draftId: 'draft-1' } });
      return json({
        data: { period: 'month', from: '2026-10-31T20:00:00.000Z', entries: [], me: null },
      });
    });
    const list = await getIdeaList(client, { topic: 'transport', status: 'underReview', page: 2 });
    expect(list).toMatchObject({ total: 1, items: [{ ideaId: '101', supportersCount: 12 }] });
    await expect(setIdeaSupport(client, 101, true)).resolves.toEqual({
      supportersCount: 13,
      supportedByMe: true,
    });
    await expect(
      submitIdea(client, { title: 't', description: 'd', topicId: 'transport', consent: true }),
    ).resolves.toMatchObject({ ideaId: '130' });
    await deleteIdeaDraft(client, 'draft-1');
    await expect(getLeaderboard(client, 'month', { limit: 5 })).resolves.toMatchObject({
      me: null,
    });
    expect(
      requests.map((request) => `${request.method} ${request.url.pathname}${request.url.search}`),
    ).toEqual([
      'GET /api/community/ideas?topic=transport&status=underReview&page=2',
      'POST /api/community/ideas/101/support',
      'POST /api/community/ideas',
      'POST /api/community/drafts/draft-1/delete',
      'GET /api/community/leaderboard?period=month&limit=5',
    ]);
    expect(bodyOf(requests[1])).toEqual({ supported: true });
  });

  it('refuses an idea id that is not numeric before sending anything', async () => {
    const { client, requests } = testClient(() => json({}));
    await expect(getIdeaDetails(client, 'abc')).rejects.toThrow(RangeError);
    expect(requests).toHaveLength(0);
  });

  it('reads an unknown status or a non-numeric idea id as an invalid response', async () => {
    const bad = testClient(() =>
      json({
        data: { items: [{ ...summary, status: 'archived' }], total: 1, page: 1, pageSize: 12 },
      }),
    );
    expect((await rejectionOf(getIdeaList(bad.client))).kind).toBe('invalid-response');
    const badId = testClient(() =>
      json({
        data: { items: [{ ...summary, ideaId: 'idea-7' }], total: 1, page: 1, pageSize: 12 },
      }),
    );
    expect((await rejectionOf(getIdeaList(badId.client))).kind).toBe('invalid-response');
  });

  it('surfaces the server’s sentence on success:false', async () => {
    const error = await rejectionOf(
      setIdeaSupport(
        testClient(() => json({ success: false, message: 'This idea has been decided.' })).client,
        101,
        false,
      ),
    );
    expect(error).toMatchObject({
      kind: 'business',
      userMessage: { type: 'server', text: 'This idea has been decided.' },
    });
  });
});
