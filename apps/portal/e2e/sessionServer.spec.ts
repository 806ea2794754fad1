import type { Page, Request } from '@playwright/test';
import type { PortalLocale } from '@portal/core';
import { catalogueWordsOf, escapeRegExp } from './harness/catalogueWords';
import { moveSandboxClock } from './harness/sandboxClock';
import { expect, test } from './harness/test';

/**
 * The session as the server decides it (issue O items 1, 2 and 10), in both languages: a normal
 * session signs out at the end of the idle period and comes back to its page after signing in; a
 * Stay Signed-In one locks; a page whose own timer was tampered with is still locked by the
 * server's deadline, and the 15-second state refresh shows the unlock flow in every tab; the
 * server's slow-down after a wrong PIN shows in the dialog. The page's clock is Playwright's, the
 * server's is this browser's session clock on the sandbox (`/__sandbox/clock`): nothing waits.
 */

// Page loads, sign-in round trips and long clock runs on a shared 2-core runner.
test.describe.configure({ timeout: 90_000 });

const MINUTE = 60_000;
const START = new Date('2026-11-23T08:00:00Z');
const IDLE_RESET_KEY = 'portal.session.idle.lastResetAt';
const LOCALES: readonly PortalLocale[] = ['en', 'ar-AE'];

/** Opens a signed-in page and returns when its idle lock has started (its reset is stored). */
async function openSignedIn(page: Page, path: string): Promise<number> {
  await page.goto(path);
  await expect(page.locator('main h1')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key), IDLE_RESET_KEY))
    .not.toBeNull();
  return Number(await page.evaluate((key) => localStorage.getItem(key), IDLE_RESET_KEY));
}

/**
 * Runs the pages' clock `ms` on, 10 s at a time, letting each API request finish before the next
 * step: one jump of minutes would also fire the time limit of a state refresh in flight, and the
 * aborted refresh would then back off for minutes (as it should for a server that does not answer).
 */
async function runPagesFor(page: Page, ms: number): Promise<void> {
  const inFlight = new Set<Request>();
  const context = page.context();
  const started = (request: Request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) inFlight.add(request);
  };
  const ended = (request: Request) => inFlight.delete(request);
  context.on('request', started);
  context.on('requestfinished', ended);
  context.on('requestfailed', ended);
  try {
    for (let done = 0; done < ms; done += 10_000) {
      await page.clock.runFor(Math.min(10_000, ms - done));
      await expect.poll(() => inFlight.size, { intervals: [20, 50, 100] }).toBe(0);
    }
  } finally {
    context.off('request', started);
    context.off('requestfinished', ended);
    context.off('requestfailed', ended);
  }
}

/** The page clock's time `minutes` after the idle lock's reset at `resetAt`. */
const at = (resetAt: number, minutes: number, seconds = 0) =>
  resetAt + minutes * MINUTE + seconds * 1000;

for (const locale of LOCALES) {
  const session = catalogueWordsOf(locale, 'session');
  const warning = (page: Page) =>
    page.getByRole('alertdialog', { name: session('lockWarning.title') });
  const unlockDialog = (page: Page) =>
    page.getByRole('dialog', { name: session('unlocksession.setupPinModal.title') });
  const lockedPage = new RegExp(`/${locale}/my-data/settings\\?lock=true$`);

  test.describe(`the end of the idle period (${locale}, issue O item 10)`, () => {
    test(`a normal session is signed out and comes back to the same page after signing in (${locale})`, async ({
      page,
      signIn,
      consoleErrors,
    }) => {
      consoleErrors.allow(
        /status of 401 .*(notifications\/count|api\/auth\/user)\)$/,
        'a refresh may be in flight when the idle sign-out ends the session',
      );
      await signIn('normal');
      await page.clock.install({ time: START });
      const resetAt = await openSignedIn(page, `/${locale}/my-data/settings`);
      await page.clock.pauseAt(at(resetAt, 25));
      await page.clock.runFor(100);
      // The warning says what will happen to this session: a sign-out, not a lock.
      await expect(warning(page)).toBeVisible();
      await expect(warning(page)).toContainText(session('lockWarning.signOutDesc'));
      await expect(
        warning(page).getByRole('button', { name: session('signOut.primaryButton') }),
      ).toBeVisible();
      await expect(
        warning(page).getByRole('button', { name: session('lockWarning.secondaryButton') }),
      ).toHaveCount(0);

      // The clock runs on from here, so the pages on the way (the portal's /login) start as usual.
      await page.clock.resume();
      await page.clock.fastForward(5 * MINUTE);
      // Through the server's sign-out to sign-in, in the page's language (never a lock refused).
      const signInPage = page.getByRole('heading', {
        name: locale === 'en' ? 'Sign in to the sandbox' : 'تسجيل الدخول إلى البيئة التجريبية',
      });
      await expect(signInPage).toBeVisible();
      await page
        .getByRole('button', { name: locale === 'en' ? 'Sign in' : 'تسجيل الدخول' })
        .click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/my-data/settings$`));
      await expect(page.locator('main h1')).toBeVisible();
      await expect(warning(page)).toHaveCount(0);
    });

    test(`a Stay Signed-In session is locked and asks for the PIN (${locale})`, async ({
      page,
      signIn,
      consoleErrors,
    }) => {
      consoleErrors.allow(/status of 401/, 'a locked session answers the header’s calls with 401');
      await signIn('long');
      await page.clock.install({ time: START });
      const resetAt = await openSignedIn(page, `/${locale}/my-data/settings`);
      await page.clock.pauseAt(at(resetAt, 29, 59));
      await expect(warning(page)).toBeVisible();
      await expect(warning(page)).toContainText(session('lockWarning.desc'));
      await expect(
        warning(page).getByRole('button', { name: session('lockWarning.secondaryButton') }),
      ).toBeVisible();
      await page.clock.runFor(1000);
      await expect(page).toHaveURL(lockedPage);
      await page.clock.resume();
      await expect(unlockDialog(page)).toBeVisible();
    });
  });

  test(`tampered storage still locks: the server’s deadline, then the unlock flow in every tab (${locale}, issue O item 2)`, async ({
    page,
    context,
    signIn,
    consoleErrors,
  }) => {
    test.slow(); // 31 minutes of the pages' clock, 10 s at a time
    consoleErrors.allow(/status of 401/, 'a locked session answers the header’s calls with 401');
    await signIn('long');
    await page.clock.install({ time: START });
    await openSignedIn(page, `/${locale}/my-data/settings`);
    const other = await context.newPage();
    await openSignedIn(other, `/${locale}/my-data/settings`);
    // What the issue found: a script keeps writing the idle record, so the page never warns and
    // never locks by itself.
    await page.evaluate((key) => {
      const keepFresh = () => {
        localStorage.setItem(key, String(Date.now()));
        localStorage.setItem('portal.session.idle.lockRetryAt', String(Date.now() + 86_400_000));
      };
      keepFresh();
      setInterval(keepFresh, 10_000);
    }, IDLE_RESET_KEY);
    await runPagesFor(page, 31 * MINUTE);
    await expect(warning(page)).toHaveCount(0);
    await expect(warning(other)).toHaveCount(0);

    // The server heard no activity for 30 minutes: its own deadline locks the session, and the
    // next 15-second state refresh shows the unlock flow in both tabs.
    await moveSandboxClock(page, { advanceMs: 30 * MINUTE });
    await runPagesFor(page, 20_000);
    await expect(page).toHaveURL(lockedPage);
    await expect(other).toHaveURL(lockedPage);
    await page.clock.resume();
    await expect(unlockDialog(page)).toBeVisible();
    await expect(unlockDialog(other)).toBeVisible();
  });

  test(`the server’s slow-down after a wrong PIN: its wait in the dialog, Resume held (${locale}, issue O item 1)`, async ({
    page,
    signIn,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 401/, 'a locked session answers the header’s calls with 401');
    consoleErrors.allow(/status of 429/, 'the server refuses a PIN sent during its slow-down');
    await signIn('long');
    await page.clock.install({ time: START });
    await page.goto(`/${locale}/my-data/settings`);
    expect((await page.request.get('/api/auth/stayConnected/lock')).status()).toBe(200);
    // The server's time stands still, so the second PIN surely comes within the slow-down.
    await moveSandboxClock(page, { paused: true });
    await page.goto(`/${locale}/my-data/settings?lock=true`);
    const dialog = unlockDialog(page);
    await expect(dialog).toBeVisible();
    // The page's time stands still too: the dialog's wait ends only when the test says so.
    await page.clock.pauseAt(new Date(START.getTime() + 10 * MINUTE));
    const firstDigit = page.getByLabel(
      session('sessionDialog.digitLabel', { current: 1, total: 4 }),
    );
    const resume = dialog.getByRole('button', {
      name: session('unlocksession.setupPinModal.primaryButton'),
    });

    await firstDigit.focus();
    await page.keyboard.type('0000');
    await page.keyboard.press('Enter');
    await expect(
      dialog.getByText(session('unlocksession.setupPinModal.pinErrorAttempt1')),
    ).toBeVisible();

    await firstDigit.focus();
    await page.keyboard.type('1111');
    await page.keyboard.press('Enter');
    // "{time}" is written by the browser's Intl (its ICU may differ from Node's): match around it.
    const [before = '', after = ''] = session('unlocksession.setupPinModal.tooSoon').split(
      '{time}',
    );
    const wait = new RegExp(`^${escapeRegExp(before)}.*3.*${escapeRegExp(after)}$`);
    await expect(dialog.getByText(wait)).toBeVisible();
    await expect(resume).toBeDisabled();
    // The PIN was not checked, so it is kept.
    await expect(firstDigit).toHaveValue('1');

    await moveSandboxClock(page, { advanceMs: 3000 });
    await page.clock.runFor(3000);
    await expect(dialog.getByText(wait)).toHaveCount(0);
    await expect(resume).toBeEnabled();
    await resume.click();
    // The second wrong PIN is counted: the stronger message (its plural part is the locale's).
    const [stronger = ''] = session('unlocksession.setupPinModal.pinError').split(
      '{remainingAttempts',
    );
    await expect(dialog.getByText(new RegExp(`^${escapeRegExp(stronger)}`))).toBeVisible();
    await expect(
      dialog.getByText(session('unlocksession.setupPinModal.pinErrorAttempt1')),
    ).toHaveCount(0);
  });
}
