import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PortalLocale } from '../../locale/portalLocale';
import { createPinUnlock, type UnlockAnswer } from '../createPinUnlock';
import { isCompletePin, normalisePin } from '../pinInput';
import { deferred, drainPromiseJobs, FakeWorld, type Deferred } from './fakeWorld';

function setup(url = '/en/my-data/settings?lock=true&tab=security', locale: PortalLocale = 'en') {
  const tab = new FakeWorld().createTab(url);
  const calls: Array<{ pin: string; signal: AbortSignal; answer: Deferred<UnlockAnswer> }> = [];
  const effects: string[] = [];
  const unlock = createPinUnlock({
    locale,
    navigation: tab.navigation,
    unlock: (pin, signal) => {
      const answer = deferred<UnlockAnswer>();
      calls.push({ pin, signal, answer });
      return answer.promise;
    },
    signOut: () => effects.push('signOut'),
    startNewSession: () => effects.push('startNewSession'),
    signInWithDigitalIdentity: () => effects.push('digitalIdentity'),
  });
  /** Types `pin`, submits, and answers with `answer` (or rejects with `failure`). */
  async function attempt(pin: string, answer: UnlockAnswer | Error): Promise<void> {
    unlock.setPin(pin);
    const done = unlock.submit();
    const call = calls.at(-1);
    if (answer instanceof Error) call?.answer.reject(answer);
    else call?.answer.resolve(answer);
    await done;
  }
  return { tab, unlock, calls, effects, attempt };
}

describe('PIN input', () => {
  it.each([
    ['1234', true],
    [' 1234 ', true],
    ['\t0000\n', true],
    ['١٢٣٤', true],
    ['۱۲۳۴', true],
    ['123', false],
    ['12345', false],
    ['12 34', false],
    ['12a4', false],
    ['', false],
  ])('%j can be submitted: %s', (raw, expected) => {
    expect(isCompletePin(raw)).toBe(expected);
  });

  it('sends only ASCII digits whatever digits were typed', () => {
    expect(normalisePin(' ٠٩۵۷ ')).toBe('0957');
    fc.assert(
      fc.property(fc.string(), (raw) => {
        if (isCompletePin(raw)) expect(normalisePin(raw)).toMatch(/^[0-9]{4}$/);
      }),
    );
  });
});

describe('createPinUnlock', () => {
  it('enables Resume only for exactly 4 digits after trimming, and never calls the server otherwise', async () => {
    const { unlock, calls } = setup();
    unlock.setPin('123');
    expect(unlock.getSnapshot().canSubmit).toBe(false);
    await unlock.submit();
    expect(calls).toHaveLength(0);
    unlock.setPin(' 1234 ');
    expect(unlock.getSnapshot().canSubmit).toBe(true);
    void unlock.submit();
    expect(calls.map((call) => call.pin)).toEqual(['1234']);
    expect(unlock.getSnapshot()).toMatchObject({ status: 'submitting', canSubmit: false });
    void unlock.submit();
    expect(calls).toHaveLength(1);
  });

  it('first failure → pinErrorAttempt1, second → pinError, third → sign-out, following the server count', async () => {
    const { unlock, effects, attempt } = setup();
    await attempt('1111', { unlocked: false, failedPinAttempts: 1 });
    expect(unlock.getSnapshot()).toMatchObject({
      status: 'editing',
      pin: '',
      failedAttempts: 1,
      remainingAttempts: 2,
      errorKey: 'unlocksession.setupPinModal.pinErrorAttempt1',
    });
    await attempt('2222', { unlocked: false, failedPinAttempts: 2 });
    expect(unlock.getSnapshot()).toMatchObject({
      failedAttempts: 2,
      remainingAttempts: 1,
      errorKey: 'unlocksession.setupPinModal.pinError',
    });
    expect(effects).toEqual([]);
    await attempt('3333', { unlocked: false, failedPinAttempts: 3 });
    expect(unlock.getSnapshot()).toMatchObject({
      status: 'signingOut',
      remainingAttempts: 0,
      canSubmit: false,
    });
    expect(effects).toEqual(['signOut']);
    unlock.setPin('4444');
    await unlock.submit();
    expect(unlock.getSnapshot().pin).toBe('');
  });

  it("trusts the server's count over its own (a failure in another tab counts too)", async () => {
    const { unlock, effects, attempt } = setup();
    await attempt('1111', { unlocked: false, failedPinAttempts: 2 });
    expect(unlock.getSnapshot()).toMatchObject({
      remainingAttempts: 1,
      errorKey: 'unlocksession.setupPinModal.pinError',
    });
    await attempt('1112', { unlocked: false, failedPinAttempts: 5 });
    expect(effects).toEqual(['signOut']);
  });

  it('counts locally when the server says "wrong" without a count', async () => {
    const { unlock, attempt } = setup();
    await attempt('1111', { unlocked: false });
    await attempt('1111', { unlocked: false, failedPinAttempts: Number.NaN });
    expect(unlock.getSnapshot()).toMatchObject({ failedAttempts: 2, remainingAttempts: 1 });
  });

  it('does not count a network failure as a wrong PIN, and keeps the PIN for a retry', async () => {
    const { unlock, attempt, calls } = setup();
    const offline = new TypeError('Failed to fetch');
    await attempt('1234', offline);
    expect(unlock.getSnapshot()).toMatchObject({
      status: 'unavailable',
      pin: '1234',
      canSubmit: true,
      failedAttempts: 0,
      remainingAttempts: 3,
      errorKey: 'something.wentWrong',
      error: offline,
    });
    await attempt('1234', { unlocked: false, failedPinAttempts: 1 });
    expect(calls).toHaveLength(2);
    expect(unlock.getSnapshot().failedAttempts).toBe(1);
  });

  it('on success reloads the current page without the lock parameter', async () => {
    const { unlock, attempt, tab } = setup();
    await attempt('1234', { unlocked: true, failedPinAttempts: 0 });
    expect(unlock.getSnapshot()).toMatchObject({ status: 'unlocked', pin: '', canSubmit: false });
    expect(tab.navigations).toEqual(['/en/my-data/settings?tab=security']);
  });

  it('closing returns to settings, clears the PIN and abandons a check in flight', async () => {
    const { unlock, calls, tab } = setup('/ar-AE/my-data/settings?lock=true', 'ar-AE');
    unlock.setPin('9876');
    const pending = unlock.submit();
    unlock.close();
    expect(calls[0]?.signal.aborted).toBe(true);
    expect(unlock.getSnapshot()).toMatchObject({ pin: '', status: 'editing', canSubmit: false });
    expect(tab.navigations).toEqual(['/ar-AE/my-data/settings']);
    calls[0]?.answer.resolve({ unlocked: true });
    await pending;
    await drainPromiseJobs();
    expect(unlock.getSnapshot().status).toBe('editing');
    expect(tab.navigations).toHaveLength(1);
  });

  it('offers a new session and the digital-identity login, clearing the PIN first', () => {
    const { unlock, effects } = setup();
    unlock.setPin('12');
    unlock.startNewSession();
    expect(unlock.getSnapshot().pin).toBe('');
    unlock.signInWithDigitalIdentity();
    expect(effects).toEqual(['startNewSession', 'digitalIdentity']);
  });

  it('never signs out twice, never goes negative, whatever the server answers', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.oneof(
            fc.record({
              unlocked: fc.boolean(),
              failedPinAttempts: fc.option(fc.integer({ min: -2, max: 6 }), { nil: undefined }),
            }),
            fc.constant(new Error('network')),
          ),
          { maxLength: 8 },
        ),
        async (answers) => {
          const { unlock, effects, attempt } = setup();
          for (const answer of answers) {
            await attempt('1234', answer);
            const snapshot = unlock.getSnapshot();
            expect(snapshot.remainingAttempts).toBeGreaterThanOrEqual(0);
            expect(
              snapshot.remainingAttempts + snapshot.failedAttempts >= 3 ||
                snapshot.status === 'signingOut',
            ).toBe(true);
          }
          expect(effects.length).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});
