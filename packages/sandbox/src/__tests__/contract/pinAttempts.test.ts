import { lockSession, unlockSession } from '@portal/core/api/common';
import { isPortalError } from '@portal/core/client';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEMO_PIN } from '../../state/identity';
import { PIN_RETRY_BASE_DELAY_MS, pinRetryDelayMs } from '../../state/pinSlowDown';
import { sessionView } from '../support/session';
import { call, clientFor, TEST_NOW, testSandbox } from '../support/sandboxClient';

/*
 * Issue O item 1: the wrong-PIN count lives until a right PIN or a new sign-in, whatever re-locks,
 * reloads or tabs happen between, and the server slows each next attempt down. Time is the sandbox's
 * injected clock, moved by the test: nothing here sleeps.
 */

/** A Stay Signed-In sandbox whose clock the test moves. */
function sandboxWithClock() {
  let now = TEST_NOW.getTime();
  const app = testSandbox({ now: () => new Date(now) });
  return {
    app,
    client: clientFor(app),
    advance: (ms: number) => {
      now += ms;
    },
  };
}

/** What an unlock attempt came to: unlocked, refused with a count, slowed down, or signed out. */
async function attempt(
  client: ReturnType<typeof clientFor>,
  pin: string,
): Promise<
  | { kind: 'unlocked' }
  | { kind: 'wrong'; failed: number }
  | { kind: 'tooSoon'; retryAfterMs: number | undefined }
  | { kind: 'signedOut' }
> {
  try {
    const outcome = await unlockSession(client, pin);
    return outcome.unlocked
      ? { kind: 'unlocked' }
      : { kind: 'wrong', failed: outcome.failedPinAttempts };
  } catch (error) {
    if (isPortalError(error) && error.status === 429)
      return { kind: 'tooSoon', retryAfterMs: error.retryAfterMs };
    if (isPortalError(error) && error.kind === 'unauthorized') return { kind: 'signedOut' };
    throw error;
  }
}

/** Tries to lock; a signed-out session cannot (401) — `false` then. */
async function relock(client: ReturnType<typeof clientFor>): Promise<boolean> {
  try {
    return await lockSession(client);
  } catch (error) {
    if (isPortalError(error) && error.kind === 'unauthorized') return false;
    throw error;
  }
}

describe('the wrong-PIN count survives a re-lock (issue O item 1)', () => {
  it('2 wrong → lock → 1 wrong = signed out', async () => {
    const { app, client, advance } = sandboxWithClock();
    await lockSession(client);
    expect(await attempt(client, '0000')).toEqual({ kind: 'wrong', failed: 1 });
    advance(pinRetryDelayMs(1));
    expect(await attempt(client, '1111')).toEqual({ kind: 'wrong', failed: 2 });
    expect(await lockSession(client)).toBe(true);
    expect((await sessionView(app)).failedPinAttempts).toBe(2);
    advance(pinRetryDelayMs(2));
    expect(await attempt(client, '2222')).toEqual({ kind: 'wrong', failed: 3 });
    expect(await sessionView(app)).toMatchObject({ signedIn: false, kind: 'visitor' });
    expect(await attempt(client, DEMO_PIN)).toEqual({ kind: 'signedOut' });
  });

  it('a script guessing every PIN, locking again after each guess and waiting as told, never reaches the right one', async () => {
    const { client, advance } = sandboxWithClock();
    await lockSession(client);
    const outcomes: string[] = [];
    let checked = 0;
    for (let guess = 0; guess < 10_000; guess += 1) {
      const pin = String(guess).padStart(4, '0');
      // Lock again before every guess: the old bug reset the count here.
      if (!(await relock(client))) {
        outcomes.push(`${pin}:signed out`);
        break;
      }
      let result = await attempt(client, pin);
      while (result.kind === 'tooSoon') {
        advance(result.retryAfterMs ?? 1000);
        result = await attempt(client, pin);
      }
      outcomes.push(`${pin}:${result.kind}`);
      if (result.kind === 'wrong') checked += 1;
      expect(result.kind).not.toBe('unlocked');
      if (result.kind === 'signedOut') break;
    }
    // Three PINs were checked, the third signed out, and the lock then refused the script.
    expect(checked).toBe(3);
    expect(outcomes).toEqual(['0000:wrong', '0001:wrong', '0002:wrong', '0003:signed out']);
  });

  it('a script that ignores the wait is refused (429, not counted), and never reaches the right PIN either', async () => {
    const { app, client } = sandboxWithClock();
    await lockSession(client);
    expect(await attempt(client, '0000')).toEqual({ kind: 'wrong', failed: 1 });
    const outcomes = new Set<string>();
    for (let guess = 1; guess < 200; guess += 1) {
      await relock(client);
      const result = await attempt(client, String(guess).padStart(4, '0'));
      outcomes.add(result.kind);
    }
    expect([...outcomes]).toEqual(['tooSoon']);
    // The refused attempts were never checked, so they count nothing.
    expect((await sessionView(app)).failedPinAttempts).toBe(1);
    expect(await attempt(client, DEMO_PIN)).toMatchObject({ kind: 'tooSoon' });
  });

  it('property: whatever a script interleaves (locks, tabs, waits, guesses), at most 3 PINs are ever checked and none unlocks', async () => {
    const action = fc.oneof(
      fc.record({ kind: fc.constant('lock' as const) }),
      fc.record({ kind: fc.constant('guess' as const), pin: fc.integer({ min: 0, max: 9999 }) }),
      fc.record({ kind: fc.constant('wait' as const), ms: fc.integer({ min: 0, max: 20_000 }) }),
      fc.record({ kind: fc.constant('newTab' as const) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(action, { maxLength: 60 }), async (actions) => {
        let now = TEST_NOW.getTime();
        const app = testSandbox({ now: () => new Date(now) });
        let tab = 0;
        const clientOf = () =>
          clientFor(app, { headers: { cookie: 'portal_sandbox_sid=script-browser' } });
        let client = clientOf();
        await lockSession(client);
        let checked = 0;
        for (const step of actions) {
          if (step.kind === 'lock') await relock(client);
          else if (step.kind === 'wait') now += step.ms;
          else if (step.kind === 'newTab') {
            tab += 1;
            client = clientOf();
          } else {
            const pin = String(step.pin).padStart(4, '0');
            if (pin === DEMO_PIN) continue; // the script does not know it
            const result = await attempt(client, pin);
            expect(result.kind).not.toBe('unlocked');
            if (result.kind === 'wrong') checked += 1;
          }
        }
        expect(checked).toBeLessThanOrEqual(3);
        const view = await sessionView(app, { cookie: 'portal_sandbox_sid=script-browser' });
        if (checked === 3) expect(view.signedIn).toBe(false);
        else expect(view.failedPinAttempts).toBe(checked);
        expect(tab).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 40, verbose: true },
    );
  });
});

describe('the slow-down after a wrong PIN (issue O item 1)', () => {
  it('refuses the next PIN with 429 and Retry-After until the wait is over, then checks it', async () => {
    const { client, advance } = sandboxWithClock();
    await lockSession(client);
    await attempt(client, '0000');
    expect(await attempt(client, DEMO_PIN)).toEqual({
      kind: 'tooSoon',
      retryAfterMs: PIN_RETRY_BASE_DELAY_MS,
    });
    advance(PIN_RETRY_BASE_DELAY_MS - 1000);
    expect(await attempt(client, DEMO_PIN)).toEqual({ kind: 'tooSoon', retryAfterMs: 1000 });
    advance(1000);
    // The refused attempts did not count: the right PIN still unlocks.
    expect(await attempt(client, DEMO_PIN)).toEqual({ kind: 'unlocked' });
  });

  it('grows with the count: 3 s after the first wrong PIN, 6 s after the second', () => {
    expect([1, 2, 3, 4].map(pinRetryDelayMs)).toEqual([3_000, 6_000, 12_000, 24_000]);
    expect(pinRetryDelayMs(30)).toBe(5 * 60_000);
    expect(pinRetryDelayMs(0)).toBe(0);
  });

  it('says so in the request’s language', async () => {
    const { app, client } = sandboxWithClock();
    await lockSession(client);
    await attempt(client, '0000');
    const unlock = (lang: string) =>
      call(app, `/api/auth/stayConnected/unlock?lang=${lang}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ pinCode: '1111' }),
      });
    const english = await unlock('en');
    expect(english.status).toBe(429);
    expect(english.headers.get('retry-after')).toBe('3');
    expect(await english.json()).toEqual({
      success: false,
      message: 'Too many wrong PINs. Wait 3 seconds, then try again.',
    });
    const arabic = await unlock('ar');
    expect(arabic.status).toBe(429);
    // The wait is written by the runtime's Intl (never snapshot raw ICU text): check its parts.
    const { message } = (await arabic.json()) as { message: string };
    expect(message).toMatch(/^أدخلت رمزًا خاطئًا أكثر من مرة\. انتظر .*3.* ثم حاول مرة أخرى\.$/);
  });

  it('holds across tabs and a reload of the same browser', async () => {
    const { app } = sandboxWithClock();
    const browser = { cookie: 'portal_sandbox_sid=pin-browser' };
    const tab1 = clientFor(app, { headers: browser });
    const tab2 = clientFor(app, { headers: browser });
    await lockSession(tab1);
    await attempt(tab1, '0000');
    expect(await attempt(tab2, DEMO_PIN)).toMatchObject({ kind: 'tooSoon' });
  });
});
