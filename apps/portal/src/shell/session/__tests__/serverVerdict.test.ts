import { describe, expect, it } from 'vitest';
import { NOTHING_SEEN, serverVerdictOf, type ServerSeen } from '../serverVerdict';

const answer = (locked: boolean) => ({ data: { long: true, locked }, signedOut: false });
const signedOut = (locked?: boolean) => ({
  data: locked === undefined ? undefined : { long: true, locked },
  signedOut: true,
});

/** Runs a page's answers in order and returns the verdicts. */
function verdicts(answers: ReturnType<typeof answer | typeof signedOut>[]) {
  let seen: ServerSeen = NOTHING_SEEN;
  return answers.map((snapshot) => {
    const step = serverVerdictOf(seen, snapshot);
    seen = step.seen;
    return step.verdict;
  });
}

describe('serverVerdictOf (issue O item 2)', () => {
  it('a lock the page lived through sends it to the unlock flow', () => {
    expect(verdicts([answer(false), answer(false), answer(true)])).toEqual([
      undefined,
      undefined,
      'lock',
    ]);
  });

  it('a page opened in a session already locked keeps its own flow', () => {
    expect(verdicts([answer(true), answer(true)])).toEqual([undefined, undefined]);
  });

  it('a session that ended while the page was open signs it out', () => {
    expect(verdicts([answer(false), signedOut(false)])).toEqual([undefined, 'signOut']);
  });

  it('a stale hint (the server never knew a session) is a visitor, never a sign-in loop', () => {
    expect(verdicts([{ data: undefined, signedOut: false }, signedOut()])).toEqual([
      undefined,
      'visitor',
    ]);
  });
});
