import { describe, expect, it } from 'vitest';
import { PortalError } from '../../client/PortalError';
import { createPinUnlock, type UnlockAnswer } from '../createPinUnlock';
import { DEFAULT_TOO_SOON_WAIT_MS } from '../tooSoonError';
import { deferred, FakeWorld, type Deferred } from './fakeWorld';

/** Issue O item 1: the server's slow-down after a wrong PIN (429 + Retry-After), as the dialog shows it. */
function setup() {
  const world = new FakeWorld();
  const tab = world.createTab('/en/my-data/settings?lock=true');
  const calls: Array<Deferred<UnlockAnswer>> = [];
  const effects: string[] = [];
  const unlock = createPinUnlock({
    locale: 'en',
    navigation: tab.navigation,
    clock: world.clock,
    unlock: () => {
      const answer = deferred<UnlockAnswer>();
      calls.push(answer);
      return answer.promise;
    },
    signOut: () => effects.push('signOut'),
    startNewSession: () => effects.push('startNewSession'),
    signInWithDigitalIdentity: () => effects.push('digitalIdentity'),
  });
  async function attempt(pin: string, answer: UnlockAnswer | Error): Promise<void> {
    unlock.setPin(pin);
    const done = unlock.submit();
    const call = calls.at(-1);
    if (answer instanceof Error) call?.reject(answer);
    else call?.resolve(answer);
    await done;
  }
  return { world, unlock, calls, effects, attempt };
}

const tooSoon = (retryAfterMs?: number) =>
  new PortalError({
    kind: 'http',
    call: 'common.unlockSession',
    status: 429,
    serverMessage: 'Too many attempts.',
    ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
  });

describe('createPinUnlock: the server’s slow-down (429)', () => {
  it('keeps the PIN, says how long to wait, holds Resume for that long, and counts no attempt', async () => {
    const { world, unlock, calls, attempt } = setup();
    await attempt('0000', { unlocked: false, failedPinAttempts: 1 });
    await attempt('1111', tooSoon(2_500));
    expect(unlock.getSnapshot()).toMatchObject({
      status: 'tooSoon',
      pin: '1111',
      canSubmit: false,
      waitSeconds: 3,
      failedAttempts: 1,
      remainingAttempts: 2,
      errorKey: 'unlocksession.setupPinModal.tooSoon',
    });
    // Resume stays held: a second press sends nothing.
    await unlock.submit();
    expect(calls).toHaveLength(2);

    await world.advance(2_499);
    expect(unlock.getSnapshot().canSubmit).toBe(false);
    await world.advance(1);
    expect(unlock.getSnapshot()).toMatchObject({
      status: 'editing',
      pin: '1111',
      canSubmit: true,
      waitSeconds: 0,
      errorKey: undefined,
    });
    await attempt('1111', { unlocked: false, failedPinAttempts: 2 });
    expect(unlock.getSnapshot()).toMatchObject({
      failedAttempts: 2,
      errorKey: 'unlocksession.setupPinModal.pinError',
    });
  });

  it('waits a default time when the 429 does not say how long', async () => {
    const { world, unlock, attempt } = setup();
    await attempt('1111', tooSoon());
    expect(unlock.getSnapshot().waitSeconds).toBe(DEFAULT_TOO_SOON_WAIT_MS / 1000);
    await world.advance(DEFAULT_TOO_SOON_WAIT_MS);
    expect(unlock.getSnapshot().status).toBe('editing');
  });

  it('other failures are still "could not unlock", not a wait', async () => {
    const { unlock, attempt } = setup();
    await attempt(
      '1111',
      new PortalError({ kind: 'http', call: 'common.unlockSession', status: 503 }),
    );
    expect(unlock.getSnapshot()).toMatchObject({
      status: 'unavailable',
      errorKey: 'something.wentWrong',
      canSubmit: true,
    });
  });

  it('closing during the wait clears it', async () => {
    const { world, unlock, attempt } = setup();
    await attempt('1111', tooSoon(10_000));
    unlock.close();
    expect(unlock.getSnapshot()).toMatchObject({ status: 'editing', pin: '', errorKey: undefined });
    await world.advance(10_000);
    expect(unlock.getSnapshot()).toMatchObject({ status: 'editing', errorKey: undefined });
  });
});
