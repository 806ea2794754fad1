import { getNotificationCount } from '@portal/core/api/commonUi';
import { lockSession } from '@portal/core/api/common';
import { allCalls } from '@portal/core/api/contract';
import { describe, expect, it } from 'vitest';
import { routePathOf } from '../../http/callRouter';
import { failureOf } from '../support/failureOf';
import { call, clientFor, testSandbox } from '../support/sandboxClient';

/**
 * Calls under `/api` a visitor may make: the error log (a page reports errors before sign-in), the
 * Darb terms (read before registering), the activity report (a page with a stale sign-in hint is
 * told there is no session, not refused: issue O item 2) and Talk to us's feedback (S7.5: anyone may
 * write, behind the captcha) and the assistant (issue R: anyone may ask; bills and applications are
 * only told to a signed-in session) and the community's reading (issue W: the ideas, an idea, the
 * topics and the leaderboard; support, comments, submissions, drafts, my ideas and the profile are a
 * person's own). Everything else under `/api` needs a session: among them the settings
 * page's assumed calls (S8.2: the Stay Signed-In PIN change and the notification preferences), which
 * are a person's own and are refused while the session is locked too.
 */
const PUBLIC_API_CALLS = new Set([
  'common.errorLog',
  'common.sendFeedback',
  'tollWallet.getDarbTermsContent',
  'common.sessionActivity',
  'assistant.answer',
  'community.ideaList',
  'community.ideaDetails',
  'community.topics',
  'community.leaderboard',
]);

/** The calls a Stay Signed-In session may make while locked: the lock, the unlock, and who is signed in. */
const WHILE_LOCKED = new Set(['common.lockSession', 'common.unlockSession', 'common.currentUser']);

const isPublic = (definition: (typeof allCalls)[number]) =>
  definition.path.startsWith('/pub/') || PUBLIC_API_CALLS.has(definition.id);

/** The call's route with placeholder parameters and an empty JSON body: enough to reach the access check. */
function reach(app: ReturnType<typeof testSandbox>, definition: (typeof allCalls)[number]) {
  const path = routePathOf(definition).replace(/:[^/]+/g, 'x');
  return call(app, path, {
    method: definition.method,
    ...(definition.method === 'POST'
      ? { headers: { 'content-type': 'application/json' }, body: '{}' }
      : {}),
  });
}

describe('calls that need a session', () => {
  it('keeps the settings calls (S8.2) for a signed-in, unlocked session', () => {
    const ids = new Set(allCalls.map((definition) => definition.id));
    for (const id of [
      'common.changePin',
      'common.notificationPreferences',
      'common.saveNotificationPreferences',
    ]) {
      expect(ids.has(id), id).toBe(true);
      expect(PUBLIC_API_CALLS.has(id) || WHILE_LOCKED.has(id), id).toBe(false);
    }
  });

  it('has a list of public /api calls that all exist', () => {
    const ids = new Set(allCalls.map((definition) => definition.id));
    for (const id of [...PUBLIC_API_CALLS, ...WHILE_LOCKED]) expect(ids.has(id), id).toBe(true);
  });

  it.each(allCalls.filter((definition) => !isPublic(definition)).map((d) => [d.id, d] as const))(
    'refuses %s to a visitor with 401',
    async (_, definition) => {
      const response = await reach(testSandbox({ startAs: 'visitor' }), definition);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        success: false,
        message: 'You are not signed in. Sign in to use this service.',
      });
    },
  );

  it.each(allCalls.filter(isPublic).map((d) => [d.id, d] as const))(
    'lets a visitor reach %s',
    async (_, definition) => {
      const response = await reach(testSandbox({ startAs: 'visitor' }), definition);
      expect(response.status).not.toBe(401);
    },
  );

  it.each(
    allCalls
      .filter((definition) => !isPublic(definition) && !WHILE_LOCKED.has(definition.id))
      .map((d) => [d.id, d] as const),
  )('refuses %s with 401 while the Stay Signed-In session is locked', async (_, definition) => {
    const app = testSandbox({ startAs: 'long' });
    await lockSession(clientFor(app));
    const response = await reach(app, definition);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ message: expect.stringMatching(/locked/) });
  });

  it('gives core a 401 it reads as unauthorized', async () => {
    const error = await failureOf(
      getNotificationCount(clientFor(testSandbox({ startAs: 'visitor' }))),
    );
    expect(error.status).toBe(401);
    expect(error.kind).toBe('unauthorized');
  });
});
