import type { Locator, Page, Route } from '@playwright/test';
import { expectNoAxeViolations } from './harness/axe';
import { moveSandboxClock } from './harness/sandboxClock';
import { expect, test } from './harness/test';

/**
 * The Stay Signed-In session on screen (issue J; SCREENS S4.1, S4.2, S4.7): the idle lock's
 * warning, the lock, the PIN unlock and the tabs, driven by Playwright's clock (no real waiting
 * for the 30 minutes).
 */

// Page loads, clock runs and axe on a shared 2-core runner: more than the default 30 s.
test.describe.configure({ timeout: 60_000 });

const MINUTE = 60_000;
/** Any fixed instant: the idle deadline is relative to the first reset on the page. */
const START = new Date('2026-11-23T08:00:00Z');
const IDLE_RESET_KEY = 'portal.session.idle.lastResetAt';
const LOCK_PATH = '**/api/auth/stayConnected/lock';
const WARNING = { name: 'Are you still there?' };
const UNLOCK = { name: 'Your session is locked' };

/** Opens a page of the signed-in long session and returns when its idle lock has started. */
async function openSignedIn(page: Page, path = '/en/my-data/settings'): Promise<number> {
  await page.goto(path);
  await expect(page.locator('main h1')).toBeVisible();
  // The idle lock lives in the session layer, a part loaded after hydration; once the page's
  // requests are done it is running. (The idle record below is shared by the browser's pages, so
  // for a second page it is there before that page's own lock starts; and a test that then pauses
  // the clock would leave a late lock unable to catch up.)
  await page.waitForLoadState('networkidle');
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key), IDLE_RESET_KEY))
    .not.toBeNull();
  return Number(await page.evaluate((key) => localStorage.getItem(key), IDLE_RESET_KEY));
}

/** The time shown by the clock after the last reset at `resetAt`: `at(resetAt, 25)` is 25:00 idle. */
const at = (resetAt: number, minutes: number, seconds = 0) =>
  resetAt + minutes * MINUTE + seconds * 1000;

/** The lock call with a sandbox fault (docs/sandbox.md) for the first `times` calls. */
async function faultLockCalls(page: Page, fault: string, times = Infinity): Promise<() => number> {
  let calls = 0;
  await page.route(LOCK_PATH, (route: Route) => {
    calls += 1;
    const headers = { ...route.request().headers() };
    if (calls <= times) headers['x-sandbox-fault'] = fault;
    return route.continue({ headers });
  });
  return () => calls;
}

/** The warning's live region (the buttons' spinners are status regions too, empty). */
const announcement = (warning: Locator) =>
  warning.getByRole('status').filter({ hasText: /locked in/ });

/** Locks the session on the server (the lock call itself), as the idle lock would. */
async function lockOnServer(page: Page): Promise<void> {
  const response = await page.request.get('/api/auth/stayConnected/lock');
  expect(response.status()).toBe(200);
}

test.describe('the lock warning (SCREENS S4.1)', () => {
  test.beforeEach(async ({ page, signIn }) => {
    await signIn('long');
    await page.clock.install({ time: START });
  });

  test('warns at 25:00 idle and not at 24:59', async ({ page }) => {
    const resetAt = await openSignedIn(page);
    await page.clock.pauseAt(at(resetAt, 24, 59));
    await expect(page.getByRole('alertdialog', WARNING)).toHaveCount(0);
    await page.clock.runFor(1000);
    const warning = page.getByRole('alertdialog', WARNING);
    await expect(warning).toBeVisible();
    await expect(warning.getByText('05:00')).toBeVisible();
    // The ticking mm:ss is hidden from screen readers; the live region speaks the coarse time.
    await expect(warning.getByText('05:00')).toHaveAttribute('aria-hidden', 'true');
    // The live region fills in a frame after it mounts (a frame of the paused clock).
    await page.clock.runFor(50);
    await expect(announcement(warning)).toHaveText('Your session will be locked in 5 minutes.');
    await page.clock.runFor(61_000);
    await expect(warning.getByText('03:59')).toBeVisible();
    await expect(announcement(warning)).toHaveText('Your session will be locked in 4 minutes.');
  });

  test('activity at 24:00 resets the timer; at 26:00 it does not', async ({ page }) => {
    const resetAt = await openSignedIn(page);
    await page.clock.pauseAt(at(resetAt, 24));
    await page.mouse.move(40, 40);
    await page.mouse.move(80, 80);
    await page.clock.runFor(MINUTE + 1000);
    await expect(page.getByRole('alertdialog', WARNING)).toHaveCount(0);
    // The new idle period started at 24:00: the warning comes at 24:00 + 25:00.
    await page.clock.runFor(24 * MINUTE);
    const warning = page.getByRole('alertdialog', WARNING);
    await expect(warning).toBeVisible();
    // In the warning (26:00 after the reset), moving the mouse resets nothing.
    await page.clock.runFor(59_000);
    await page.mouse.move(10, 10);
    await page.mouse.move(200, 200);
    await page.clock.runFor(2000);
    await expect(warning).toBeVisible();
    await expect(warning.getByText('03:58')).toBeVisible();
  });

  test('Escape and a click outside do not close it; Continue resets and focus comes back', async ({
    page,
  }) => {
    const resetAt = await openSignedIn(page);
    const opener = page.getByRole('link', { name: 'Skip to main content' });
    await opener.focus();
    await page.clock.pauseAt(at(resetAt, 25));
    await page.clock.runFor(100);
    const warning = page.getByRole('alertdialog', WARNING);
    await expect(warning).toBeVisible();
    const resume = warning.getByRole('button', { name: 'Continue' });
    await expect(resume).toBeFocused();
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 5);
    await expect(warning).toBeVisible();

    await resume.click();
    await expect(warning).toHaveCount(0);
    // The page's clock is paused: let a moment pass, as it would for a person (the dialog hands
    // focus back from a zero-delay timer once it has gone).
    await page.clock.runFor(100);
    await expect(opener).toBeFocused();
    const continuedAt = Number(
      await page.evaluate((key) => localStorage.getItem(key), IDLE_RESET_KEY),
    );
    expect(continuedAt).toBeGreaterThanOrEqual(at(resetAt, 25));
    // A full 30 minutes again: no warning 24:59 after Continue.
    await page.clock.runFor(24 * MINUTE + 58_000);
    await expect(warning).toHaveCount(0);
  });

  test('the warning passes axe (WCAG 2.2 AA) in both languages and themes', async ({ page }) => {
    test.slow(); // four page loads and four axe runs
    // The idle time is shared by the browser's pages (local storage), so a new page would carry on
    // from 25:30 and lock while axe runs: each page starts from a fresh idle time instead.
    await page.addInitScript((key) => localStorage.removeItem(key), IDLE_RESET_KEY);
    for (const path of ['/en/my-data/settings', '/ar-AE/my-data/settings']) {
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme });
        await openSignedIn(page, path);
        await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
        // A running clock (not paused): axe waits on timers of its own.
        await page.clock.fastForward('25:30');
        await expect(page.getByRole('alertdialog')).toBeVisible();
        await expectNoAxeViolations(page);
      }
    }
  });

  test('at 30:00 the lock call locks and the settings page asks for the PIN', async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 401/, 'a locked session answers the header’s calls with 401');
    const resetAt = await openSignedIn(page);
    await page.clock.pauseAt(at(resetAt, 29, 59));
    await expect(page.getByRole('alertdialog', WARNING)).toBeVisible();
    await page.clock.runFor(1000);
    await expect(page).toHaveURL(/\/en\/my-data\/settings\?lock=true$/);
    await page.clock.resume();
    await expect(page.getByRole('dialog', UNLOCK)).toBeVisible();
  });

  test('Lock Session during a slow lock call shows progress, then locks', async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 401/, 'a locked session answers the header’s calls with 401');
    await faultLockCalls(page, 'latency=4000');
    const resetAt = await openSignedIn(page);
    await page.clock.pauseAt(at(resetAt, 26));
    const warning = page.getByRole('alertdialog', WARNING);
    await warning.getByRole('button', { name: 'Lock Session' }).click();
    // The busy button keeps its name, refuses clicks and says what is happening.
    await expect(warning.getByRole('button', { name: 'Lock Session' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(
      warning.getByRole('status').filter({ hasText: 'Locking your session…' }),
    ).toHaveCount(1);
    await expect(warning.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await expect(page).toHaveURL(/\/en\/my-data\/settings\?lock=true$/, { timeout: 15_000 });
  });

  test('a failing lock call says why, offers Retry, and locks on a later attempt', async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of (503|401)/, 'the lock endpoint fails on purpose, then locks');
    const calls = await faultLockCalls(page, '503', 1);
    const resetAt = await openSignedIn(page);
    await page.clock.pauseAt(at(resetAt, 29, 59));
    const warning = page.getByRole('alertdialog', WARNING);
    await expect(warning).toBeVisible();
    await page.clock.runFor(1000);
    // The error is announced: its words fill in a frame after it mounts (a frame of the paused clock).
    await expect(warning.getByRole('alert')).toHaveCount(1);
    await page.clock.runFor(50);
    await expect(
      warning.getByText('We couldn’t lock your session. Check your connection, then try again.'),
    ).toBeVisible();
    await expect(warning.getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(calls()).toBe(1);
    // The machine tries again by itself 30 s later; this time the endpoint answers.
    await page.clock.runFor(30_000);
    await expect(page).toHaveURL(/\/en\/my-data\/settings\?lock=true$/);
    expect(calls()).toBe(2);
  });
});

test.describe('two tabs of one browser', () => {
  test.beforeEach(async ({ page, signIn }) => {
    await signIn('long');
    await page.clock.install({ time: START });
  });

  test('activity in one tab keeps the other from warning', async ({ page, context }) => {
    const resetAt = await openSignedIn(page);
    const other = await context.newPage();
    await openSignedIn(other);
    await page.clock.pauseAt(at(resetAt, 24));
    await page.bringToFront();
    await page.mouse.move(30, 30);
    await page.mouse.move(90, 90);
    await page.clock.runFor(2 * MINUTE);
    await expect(other.getByRole('alertdialog', WARNING)).toHaveCount(0);
    await expect(page.getByRole('alertdialog', WARNING)).toHaveCount(0);
    await page.clock.runFor(23 * MINUTE);
    await expect(other.getByRole('alertdialog', WARNING)).toBeVisible();
    await expect(page.getByRole('alertdialog', WARNING)).toBeVisible();
  });

  test('Continue in one tab closes the warning in both', async ({ page, context }) => {
    const resetAt = await openSignedIn(page);
    const other = await context.newPage();
    await openSignedIn(other);
    await page.clock.pauseAt(at(resetAt, 25, 30));
    await page.clock.runFor(100);
    await expect(page.getByRole('alertdialog', WARNING)).toBeVisible();
    await expect(other.getByRole('alertdialog', WARNING)).toBeVisible();
    await expect(other.getByRole('alertdialog', WARNING).getByText('04:30')).toBeVisible();
    await other.getByRole('button', { name: 'Continue' }).click();
    await expect(other.getByRole('alertdialog', WARNING)).toHaveCount(0);
    await expect(page.getByRole('alertdialog', WARNING)).toHaveCount(0);
  });

  test('a lock in one tab locks the other', async ({ page, context, consoleErrors }) => {
    consoleErrors.allow(/status of 401/, 'a locked session answers the header’s calls with 401');
    const resetAt = await openSignedIn(page);
    const other = await context.newPage();
    await openSignedIn(other);
    await page.clock.pauseAt(at(resetAt, 25, 30));
    await page.clock.runFor(100);
    // Both tabs warn first: the other tab's idle lock is listening before this one locks (its
    // page can be up before its session layer, which loads after hydration; a lock broadcast
    // before then reaches no one, and the paused clock never lets it look again).
    await expect(page.getByRole('alertdialog', WARNING)).toBeVisible();
    await expect(other.getByRole('alertdialog', WARNING)).toBeVisible();
    await page.getByRole('button', { name: 'Lock Session' }).click();
    await expect(page).toHaveURL(/\/en\/my-data\/settings\?lock=true$/);
    await expect(other).toHaveURL(/\/en\/my-data\/settings\?lock=true$/);
  });
});

test.describe('the unlock dialog (SCREENS S4.2, S4.7)', () => {
  test.beforeEach(async ({ page, signIn, consoleErrors }) => {
    consoleErrors.allow(/status of 401/, 'a locked session answers the header’s calls with 401');
    await signIn('long');
    await page.goto('/en/my-data/settings');
    await lockOnServer(page);
  });

  async function typePin(page: Page, pin: string) {
    await page.getByLabel('Digit 1 of 4').focus();
    await page.keyboard.type(pin);
  }

  test('Resume waits for 4 digits; the right PIN unlocks and removes ?lock', async ({ page }) => {
    await page.goto('/en/my-data/settings?lock=true');
    const dialog = page.getByRole('dialog', UNLOCK);
    await expect(dialog).toBeVisible();
    const resume = dialog.getByRole('button', { name: 'Resume' });
    await expect(resume).toBeDisabled();
    await typePin(page, '123');
    await expect(resume).toBeDisabled();
    await page.keyboard.type('4');
    await expect(resume).toBeEnabled();
    await expectNoAxeViolations(page);
    await resume.click();
    await expect(page).toHaveURL(/\/en\/my-data\/settings$/);
    await expect(page.getByRole('dialog', UNLOCK)).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  });

  test('wrong PIN once, twice, then the third signs out; a reload does not reset the count', async ({
    page,
  }) => {
    await page.goto('/en/my-data/settings?lock=true');
    const dialog = page.getByRole('dialog', UNLOCK);
    await typePin(page, '0000');
    await page.keyboard.press('Enter');
    await expect(dialog.getByText('Wrong PIN. Please try again.')).toBeVisible();
    // The field is cleared and focus is back on the first digit.
    await expect(page.getByLabel('Digit 1 of 4')).toBeFocused();
    await expect(page.getByLabel('Digit 1 of 4')).toHaveValue('');

    // Past the server's slow-down after each wrong PIN (sessionServer.spec.ts shows it), as a
    // person who reads the message would be.
    await moveSandboxClock(page, { advanceMs: 60_000 });
    await page.reload();
    await typePin(page, '1111');
    await page.keyboard.press('Enter');
    await expect(
      dialog.getByText('Wrong PIN. You have 1 more attempt or you will be signed out.'),
    ).toBeVisible();

    await moveSandboxClock(page, { advanceMs: 60_000 });
    await typePin(page, '2222');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/en\/$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
    // Nothing of the PIN was kept: no stored value holds one of the typed PINs as a number of its
    // own (cached CMS data may hold longer digit runs, such as an app-store id).
    const stored = await page.evaluate(() =>
      JSON.stringify({ ...localStorage, ...sessionStorage }),
    );
    expect(stored).not.toMatch(/(^|\D)(2222|1111|0000)(\D|$)/);
  });

  test('keyboard only: type the PIN, Enter resumes', async ({ page }) => {
    await page.goto('/en/my-data/settings?lock=true');
    await expect(page.getByLabel('Digit 1 of 4')).toBeFocused();
    await page.keyboard.type('1234');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/en\/my-data\/settings$/);
  });

  test('closing returns to settings with the PIN cleared', async ({ page }) => {
    await page.goto('/en/my-data/settings?lock=true');
    const dialog = page.getByRole('dialog', UNLOCK);
    await typePin(page, '12');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL(/\/en\/my-data\/settings$/);
  });

  test('the language list changes the dialog’s language and direction', async ({ page }) => {
    await page.goto('/en/my-data/settings?lock=true');
    const dialog = page.getByRole('dialog', UNLOCK);
    await dialog.getByRole('combobox', { name: 'Language' }).selectOption('fa');
    const persian = page.getByRole('dialog', { name: 'جلسهٔ شما قفل شده است' });
    await expect(persian).toBeVisible();
    await expect(persian).toHaveAttribute('dir', 'rtl');
    await expect(persian).toHaveAttribute('lang', 'fa');
    await expectNoAxeViolations(page);
  });

  test('a failing language list says so and retries', async ({ page, consoleErrors }) => {
    consoleErrors.allow(/status of 503/, 'the language list fails on purpose');
    let calls = 0;
    await page.route('**/pub/cms/customItemService**', (route) => {
      calls += 1;
      const headers = { ...route.request().headers() };
      if (calls === 1) headers['x-sandbox-fault'] = '503';
      return route.continue({ headers });
    });
    await page.goto('/en/my-data/settings?lock=true');
    const dialog = page.getByRole('dialog', UNLOCK);
    await expect(dialog.getByText('We couldn’t load the list of languages.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Try again' }).click();
    await expect(dialog.getByRole('combobox', { name: 'Language' })).toBeVisible();
  });
});
