import { uploadFile } from '@portal/core/api/common';
import {
  commentOnIdea,
  deleteIdeaDraft,
  getCommunityProfile,
  getIdeaDetails,
  getIdeaDraft,
  getIdeaDrafts,
  getIdeaList,
  getIdeaTopics,
  getLeaderboard,
  getMyIdeas,
  saveCommunityProfile,
  saveIdeaDraft,
  setIdeaSupport,
  submitIdea,
} from '@portal/core/api/community';
import { IDEA_STATUSES, isIdeaStatusHistory, leaderboardWindowOf } from '@portal/core';
import { describe, expect, it } from 'vitest';
import type { PortalError } from '@portal/core/client';
import { failureOf } from '../support/failureOf';
import { sessionView } from '../support/session';
import { TEST_NOW, call, clientFor, controlCall, testSandbox } from '../support/sandboxClient';

const ARABIC = /[\u0600-\u06ff]/;

/** The server's sentence a refusal carries, as a page shows it. */
const textOf = (error: PortalError) =>
  error.userMessage.type === 'server' ? error.userMessage.text : undefined;
const PDF_BYTES = new TextEncoder().encode('%PDF-1.7\n%sandbox test\n');

const idea = {
  title: 'Bike racks at every metro-bus hub',
  description:
    'Secure bike racks at the main bus hubs so people can ride to the bus and leave the car at home.',
  topicId: 'transport',
  consent: true,
};

/** An idea of someone else that is still open (support may change). */
async function openIdeaOfOthers(app: ReturnType<typeof testSandbox>) {
  const client = clientFor(app);
  const list = await getIdeaList(client, { status: 'submitted', pageSize: 50 });
  for (const summary of list.items) {
    const details = await getIdeaDetails(client, summary.ideaId);
    if (!details.mine && !details.supportedByMe) return details;
  }
  throw new Error('the seed has no open idea of someone else');
}

describe('the community world', () => {
  it('is the same for the same seed, with a few dozen ideas in every status, each history valid', async () => {
    const first = await getIdeaList(clientFor(testSandbox()), { pageSize: 50 });
    const again = await getIdeaList(clientFor(testSandbox()), { pageSize: 50 });
    expect(first).toEqual(again);
    expect(first.total).toBeGreaterThanOrEqual(24);
    for (const status of IDEA_STATUSES)
      expect(
        first.items.filter((item) => item.status === status).length,
        status,
      ).toBeGreaterThanOrEqual(3);
    const client = clientFor(testSandbox());
    for (const item of first.items) {
      const details = await getIdeaDetails(client, item.ideaId);
      expect(isIdeaStatusHistory(details.history), item.ideaId).toBe(true);
      const decided = ['accepted', 'implemented', 'declined'].includes(details.status);
      expect(details.officialAnswer != null, item.ideaId).toBe(decided);
    }
  });

  it('speaks the reader’s language', async () => {
    const app = testSandbox();
    const arabic = await getIdeaList(clientFor(app, { lang: 'ar' }));
    expect(arabic.items[0]?.title).toMatch(ARABIC);
    expect(arabic.items[0]?.author.publicName).toMatch(ARABIC);
    const topics = await getIdeaTopics(clientFor(app));
    expect(topics.length).toBeGreaterThanOrEqual(6);
    for (const topic of topics) expect(topic.nameAr).toMatch(ARABIC);
  });
});

describe('reading ideas', () => {
  it('filters by topic and status, sorts by newest or most supported, and pages', async () => {
    const client = clientFor(testSandbox({ startAs: 'visitor' }));
    const transport = await getIdeaList(client, { topic: 'transport', pageSize: 50 });
    expect(transport.items.every((item) => item.topicId === 'transport')).toBe(true);
    const declined = await getIdeaList(client, { status: 'declined', pageSize: 50 });
    expect(declined.items.every((item) => item.status === 'declined')).toBe(true);
    const newest = await getIdeaList(client, { pageSize: 50 });
    const times = newest.items.map((item) => Date.parse(item.submittedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const supported = await getIdeaList(client, { sort: 'mostSupported', pageSize: 50 });
    const counts = supported.items.map((item) => item.supportersCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const page2 = await getIdeaList(client, { page: 2, pageSize: 5 });
    expect(page2.items.map((item) => item.ideaId)).toEqual(
      newest.items.slice(5, 10).map((item) => item.ideaId),
    );
    expect(page2).toMatchObject({ page: 2, pageSize: 5, total: newest.total });
    expect((await getIdeaList(client, { page: 99 })).items).toEqual([]);
  });

  it('lets a visitor read an idea, which is neither theirs nor supported by them', async () => {
    const client = clientFor(testSandbox({ startAs: 'visitor' }));
    const details = await getIdeaDetails(client, 101);
    expect(details).toMatchObject({ ideaId: '101', supportedByMe: false, mine: false });
    expect(details.description.startsWith((details.excerpt ?? '').replace(/…$/, ''))).toBe(true);
  });

  it('answers 404 for an idea that does not exist or an id that is not numeric', async () => {
    const app = testSandbox();
    const missing = await failureOf(getIdeaDetails(clientFor(app, { lang: 'ar' }), 999999));
    expect(missing.status).toBe(404);
    expect(textOf(missing)).toMatch(ARABIC);
    expect((await call(app, '/api/community/ideas/abc')).status).toBe(404);
  });
});

describe('support', () => {
  it('needs a session', async () => {
    const error = await failureOf(
      setIdeaSupport(clientFor(testSandbox({ startAs: 'visitor' })), 101, true),
    );
    expect(error.status).toBe(401);
  });

  it('counts one support per person, idempotently, and withdraws it', async () => {
    const app = testSandbox();
    const client = clientFor(app);
    const open = await openIdeaOfOthers(app);
    const once = await setIdeaSupport(client, open.ideaId, true);
    expect(once).toEqual({ supportersCount: open.supportersCount + 1, supportedByMe: true });
    expect(await setIdeaSupport(client, open.ideaId, true)).toEqual(once);
    expect((await getIdeaDetails(client, open.ideaId)).supportedByMe).toBe(true);
    const withdrawn = await setIdeaSupport(client, open.ideaId, false);
    expect(withdrawn).toEqual({ supportersCount: open.supportersCount, supportedByMe: false });
    expect(await setIdeaSupport(client, open.ideaId, false)).toEqual(withdrawn);
  });

  it('refuses support on a decided idea and on one’s own, in the reader’s language', async () => {
    const app = testSandbox();
    const client = clientFor(app, { lang: 'ar' });
    const [declined] = (await getIdeaList(client, { status: 'declined' })).items;
    const closed = await failureOf(setIdeaSupport(client, declined?.ideaId ?? '', true));
    expect(closed.status).toBe(409);
    expect(textOf(closed)).toMatch(ARABIC);
    const [mine] = await getMyIdeas(client);
    expect((await failureOf(setIdeaSupport(client, mine?.ideaId ?? '', true))).status).toBe(409);
  });
});

describe('comments', () => {
  it('posts a trimmed comment under the person’s public name', async () => {
    const app = testSandbox();
    const client = clientFor(app);
    const open = await openIdeaOfOthers(app);
    const profile = await getCommunityProfile(client);
    const comment = await commentOnIdea(client, open.ideaId, '  Count me in.  ');
    expect(comment).toMatchObject({
      text: 'Count me in.',
      mine: true,
      author: { publicName: profile.publicName },
    });
    const details = await getIdeaDetails(client, open.ideaId);
    expect(details.comments.at(-1)?.commentId).toBe(comment.commentId);
    expect(details.commentsCount).toBe(open.commentsCount + 1);
  });

  it('refuses an empty or too long comment naming it, and comments on a closed idea', async () => {
    const app = testSandbox();
    const client = clientFor(app);
    const open = await openIdeaOfOthers(app);
    const empty = await failureOf(commentOnIdea(client, open.ideaId, '   '));
    expect(empty.status).toBe(422);
    expect(textOf(empty)).toBe('Write your comment');
    expect((await failureOf(commentOnIdea(client, open.ideaId, 'x'.repeat(1001)))).status).toBe(
      422,
    );
    const [implemented] = (await getIdeaList(client, { status: 'implemented' })).items;
    expect(
      (await failureOf(commentOnIdea(client, implemented?.ideaId ?? '', 'Great'))).status,
    ).toBe(409);
    expect(
      (await failureOf(commentOnIdea(clientFor(testSandbox({ startAs: 'visitor' })), 101, 'Hi')))
        .status,
    ).toBe(401);
  });
});

describe('submitting an idea', () => {
  it('refuses a missing title in the reader’s language, then files the idea, seen in my ideas', async () => {
    const app = testSandbox();
    const arabic = clientFor(app, { lang: 'ar' });
    const refused = await failureOf(submitIdea(arabic, { ...idea, title: '' }));
    expect(refused.status).toBe(422);
    expect(textOf(refused)).toBe('أدخل عنوانًا لفكرتك');
    const before = await getMyIdeas(arabic);
    const sent = await submitIdea(clientFor(app), idea);
    expect(sent).toMatchObject({ status: 'submitted', submittedAt: TEST_NOW.toISOString() });
    const mine = await getMyIdeas(clientFor(app));
    expect(mine).toHaveLength(before.length + 1);
    expect(mine[0]).toMatchObject({ ideaId: sent.ideaId, title: idea.title, status: 'submitted' });
    const details = await getIdeaDetails(clientFor(app), sent.ideaId);
    expect(details).toMatchObject({ mine: true, history: [{ status: 'submitted' }] });
  });

  it('refuses an unknown topic, no consent and someone else’s file', async () => {
    const client = clientFor(testSandbox());
    expect(textOf(await failureOf(submitIdea(client, { ...idea, topicId: 'space-travel' })))).toBe(
      'Choose a topic',
    );
    expect((await failureOf(submitIdea(client, { ...idea, consent: false }))).status).toBe(422);
    const foreign = await failureOf(
      submitIdea(client, { ...idea, attachmentFileId: 'file-999999' }),
    );
    expect(foreign.status).toBe(422);
  });

  it('attaches a file uploaded with the session’s CSRF token', async () => {
    const app = testSandbox();
    const { csrfToken } = await sessionView(app);
    const client = clientFor(app, { csrfToken });
    const file = await uploadFile(
      client,
      new File([PDF_BYTES], 'photo.pdf', { type: 'application/pdf' }),
    );
    const sent = await submitIdea(client, { ...idea, attachmentFileId: file.fileId });
    expect((await getIdeaDetails(client, sent.ideaId)).attachmentName).toBe('photo.pdf');
    // The upload itself is refused without the session's token (the same check as every upload).
    const form = new FormData();
    form.set('file', new File([PDF_BYTES], 'a.pdf', { type: 'application/pdf' }));
    expect(
      (await call(app, '/api/file/fu-avs/upload', { method: 'POST', body: form })).status,
    ).toBe(403);
  });

  it('needs a session', async () => {
    expect(
      (await failureOf(submitIdea(clientFor(testSandbox({ startAs: 'visitor' })), idea))).status,
    ).toBe(401);
  });
});

describe('drafts', () => {
  it('saves, lists, resumes, updates and deletes a draft; sending one deletes it', async () => {
    const app = testSandbox();
    const client = clientFor(app);
    const seeded = await getIdeaDrafts(client);
    const saved = await saveIdeaDraft(client, { title: ' Night buses ' });
    expect(saved).toMatchObject({ title: 'Night buses', savedAt: TEST_NOW.toISOString() });
    expect((await getIdeaDrafts(client)).map((draft) => draft.draftId)).toContain(saved.draftId);
    const updated = await saveIdeaDraft(client, {
      draftId: saved.draftId,
      title: 'Night buses',
      topicId: 'transport',
    });
    expect(await getIdeaDraft(client, saved.draftId)).toEqual(updated);
    await deleteIdeaDraft(client, saved.draftId);
    expect(await getIdeaDrafts(client)).toHaveLength(seeded.length);
    expect((await failureOf(deleteIdeaDraft(client, saved.draftId))).status).toBe(404);
    expect((await failureOf(getIdeaDraft(client, saved.draftId))).status).toBe(404);
    const [first] = seeded;
    await submitIdea(client, { ...idea, draftId: first?.draftId });
    expect(await getIdeaDrafts(client)).toHaveLength(seeded.length - 1);
  });

  it('refuses an empty draft and an update of a draft that does not exist', async () => {
    const client = clientFor(testSandbox(), { lang: 'ar' });
    const empty = await failureOf(saveIdeaDraft(client, { title: '  ' }));
    expect(empty.status).toBe(422);
    expect(textOf(empty)).toMatch(ARABIC);
    expect(
      (await failureOf(saveIdeaDraft(client, { draftId: 'draft-424242', title: 'x' }))).status,
    ).toBe(404);
  });

  it('are a person’s own', async () => {
    expect(
      (await failureOf(getIdeaDrafts(clientFor(testSandbox({ startAs: 'visitor' }))))).status,
    ).toBe(401);
  });
});

describe('the leaderboard', () => {
  it('ranks contributors this month and all time, and shows the person’s own rank', async () => {
    const client = clientFor(testSandbox());
    const allTime = await getLeaderboard(client, 'allTime', { limit: 3 });
    expect(allTime.entries).toHaveLength(3);
    expect(allTime.from).toBeNull();
    const ranks = allTime.entries.map((entry) => entry.rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(allTime.me).toMatchObject({ acceptedIdeas: 1 });
    expect(allTime.me?.rank ?? 0).toBeGreaterThanOrEqual(1);
    const month = await getLeaderboard(client, 'month');
    expect(month.from).toBe(leaderboardWindowOf('month', TEST_NOW).from?.toISOString());
    expect(month.entries.length).toBeGreaterThan(0);
    const monthTotal = month.entries.reduce((sum, entry) => sum + entry.supportReceived, 0);
    const allTotal = (await getLeaderboard(client, 'allTime', { limit: 50 })).entries.reduce(
      (sum, entry) => sum + entry.supportReceived,
      0,
    );
    expect(monthTotal).toBeLessThan(allTotal);
  });

  it('gives the person’s rank even outside the places answered, and none to a visitor', async () => {
    const client = clientFor(testSandbox());
    const top = await getLeaderboard(client, 'allTime', { limit: 1 });
    expect(top.entries).toHaveLength(1);
    expect(top.me).not.toBeNull();
    const visitor = await getLeaderboard(clientFor(testSandbox({ startAs: 'visitor' })), 'allTime');
    expect(visitor.me).toBeNull();
  });
});

describe('the public profile', () => {
  it('reads the default, changes it and shows it on the person’s ideas', async () => {
    const app = testSandbox();
    const client = clientFor(app);
    expect(await getCommunityProfile(client)).toMatchObject({ avatarId: 'avatar-05' });
    expect(
      await saveCommunityProfile(client, { publicName: ' Salma ', avatarId: 'avatar-02' }),
    ).toEqual({
      publicName: 'Salma',
      avatarId: 'avatar-02',
    });
    const [mine] = await getMyIdeas(clientFor(app, { lang: 'ar' }));
    expect(mine?.author).toEqual({ publicName: 'Salma', avatarId: 'avatar-02' });
  });

  it('refuses a bad name or avatar naming the field, and a visitor', async () => {
    const client = clientFor(testSandbox());
    const name = await failureOf(
      saveCommunityProfile(client, { publicName: 'x', avatarId: 'avatar-02' }),
    );
    expect(textOf(name)).toBe('The public name must be between 3 and 30 characters');
    const avatar = await failureOf(
      saveCommunityProfile(client, { publicName: 'Salma', avatarId: 'photo' }),
    );
    expect(textOf(avatar)).toBe('Choose an avatar');
    expect(
      (await failureOf(getCommunityProfile(clientFor(testSandbox({ startAs: 'visitor' }))))).status,
    ).toBe(401);
  });
});

describe('reset', () => {
  it('starts the community over', async () => {
    const app = testSandbox();
    const client = clientFor(app);
    await submitIdea(client, idea);
    const before = (await getIdeaList(client)).total;
    expect((await controlCall(app, '/__sandbox/reset')).status).toBe(200);
    expect((await getIdeaList(client)).total).toBe(before - 1);
  });
});
