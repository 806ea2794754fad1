import { ONBOARDING_STORAGE_KEY, notificationBellLabel, type PortalLocale } from '@portal/core';
import { startSandbox } from '@portal/sandbox/server';
import { preview } from 'vite';
import { catalogueWordsOf } from './harness/catalogueWords';
import { pageIsLive } from './harness/pageIsLive';
import { APP_OUT_DIR, APP_ROOT, freeLoopbackPort } from './harness/servers';
import { expect, test } from './harness/test';
import { seededUnreadCount } from './harness/unreadCount';

/**
 * Who is signed in is the server's word (issue O §14): the header, the home page and the boot
 * script read the session hint cookie the server sets with its session, so a person is recognised
 * however they signed in (not only through the portal's own `/login`) and whatever this browser's
 * storage holds, and a visitor's page asks nothing that answers 401.
 */

const LOCALES: readonly PortalLocale[] = ['en', 'ar-AE'];

/** The server's own sign-in address, skipping its sign-in page (docs/sandbox.md). */
const serverSignIn = (redirectUrl: string) =>
  `/api/smartpass/login?provider=uaepass&redirectUrl=${encodeURIComponent(redirectUrl)}&session=normal`;

for (const locale of LOCALES) {
  const t = catalogueWordsOf(locale, 'shell', 'home');

  test.describe(`who is signed in (${locale}, issue O §14)`, () => {
    test('signing in through the server’s own address, the home page shows the bell, the profile and “My services”', async ({
      page,
    }) => {
      const unread = await seededUnreadCount();
      // No portal page before: the sign-in did not start at the portal's /login.
      await page.goto(serverSignIn(`/${locale}/`));
      await expect(page).toHaveURL(new RegExp(`/${locale}/$`));
      // The prerendered page reads before the app has started; the signed-in parts are the app's.
      await pageIsLive(page);
      const banner = page.getByRole('banner');
      await expect(
        banner.getByRole('button', { name: notificationBellLabel(locale, unread) }),
      ).toBeVisible();
      await expect(banner.getByRole('button', { name: t('header.profileMenu') })).toBeVisible();
      await expect(
        page.getByRole('heading', { name: t('home.servicesAtAGlance.myServices') }),
      ).toBeVisible();
      await expect(banner.getByRole('link', { name: t('header.signIn'), exact: true })).toHaveCount(
        0,
      );
      await expect(
        page.getByRole('heading', { name: t('home.servicesAtAGlance.mostPopular') }),
      ).toHaveCount(0);
    });

    test('signed in, clearing this browser’s storage changes nothing: still signed in after a reload', async ({
      page,
      signIn,
    }) => {
      const unread = await seededUnreadCount();
      await signIn();
      await page.goto(`/${locale}/`);
      await pageIsLive(page);
      const bell = page.getByRole('button', { name: notificationBellLabel(locale, unread) });
      await expect(bell).toBeVisible();
      await page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
      await page.reload();
      await pageIsLive(page);
      await expect(bell).toBeVisible();
      await expect(
        page.getByRole('heading', { name: t('home.servicesAtAGlance.myServices') }),
      ).toBeVisible();
    });

    test('a visitor’s pages send no request that fails and log no console error', async ({
      page,
    }) => {
      // The console fixture fails the test on any console error; this also lists failed answers.
      const failed: string[] = [];
      page.on('response', (response) => {
        if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
      });
      await page.goto(`/${locale}/`);
      await pageIsLive(page);
      await expect(
        page.getByRole('banner').getByRole('link', { name: t('header.signIn'), exact: true }),
      ).toBeVisible();
      await expect(
        page.getByRole('heading', { name: t('home.servicesAtAGlance.mostPopular') }),
      ).toBeVisible();
      // Everything the page asks for once it has settled (its content is read again then).
      await page.waitForLoadState('networkidle');
      expect(failed).toEqual([]);
    });
  });
}

test.describe('a server that starts every browser signed in (issue O §14)', () => {
  test('the first page learns it from the server’s first answer, the next from its first paint', async ({
    browser,
  }) => {
    test.slow(); // a second sandbox and app server of its own
    const sandboxPort = await freeLoopbackPort();
    const appPort = await freeLoopbackPort();
    const appUrl = `http://127.0.0.1:${appPort}`;
    const sandbox = await startSandbox({
      port: sandboxPort,
      seed: 1,
      latency: 0,
      startAs: 'normal',
      portalOrigins: [appUrl],
    });
    // vite.config.ts reads the proxy's target when the server starts.
    const suiteSandbox = process.env['PORTAL_SANDBOX_URL'];
    process.env['PORTAL_SANDBOX_URL'] = sandbox.url;
    const server = await preview({
      root: APP_ROOT,
      configFile: `${APP_ROOT}/vite.config.ts`,
      preview: { port: appPort, strictPort: true, host: '127.0.0.1' },
      build: { outDir: APP_OUT_DIR },
      logLevel: 'warn',
    }).finally(() => {
      process.env['PORTAL_SANDBOX_URL'] = suiteSandbox;
    });
    const context = await browser.newContext();
    // A returning visitor, as the suite's own contexts are: the assistant's onboarding stays shut.
    await context.addInitScript((key) => localStorage.setItem(key, 'done'), ONBOARDING_STORAGE_KEY);
    try {
      const unread = await seededUnreadCount();
      const page = await context.newPage();
      const bell = page.getByRole('button', { name: notificationBellLabel('en', unread) });
      // A new browser: no cookie at all. The prerendered page is a visitor's until the server's
      // first answer (the content the page asks for once it has settled) carries the hint.
      await page.goto(`${appUrl}/en/`);
      await expect(bell).toBeVisible({ timeout: 20_000 });
      await page.reload();
      await pageIsLive(page);
      await expect(bell).toBeVisible();
      await expect(page.getByRole('heading', { name: 'My services' })).toBeVisible();
    } finally {
      await context.close();
      await server.close();
      await sandbox.close();
    }
  });
});
