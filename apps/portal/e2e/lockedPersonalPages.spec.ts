import type { Page } from '@playwright/test';
import type { PortalLocale } from '@portal/core';
import { catalogueWordsOf } from './harness/catalogueWords';
import { expect, test } from './harness/test';

/**
 * A locked Stay Signed-In session opening a personal page (issue O §11; spec 001 §4): the unlock
 * flow at the page's own address, never the sign-in page, and after the right PIN the page itself
 * with its content.
 */

// Sign-in, a lock, a page, the unlock and the page again, on a shared 2-core runner.
test.describe.configure({ timeout: 60_000 });

const LOCALES: readonly PortalLocale[] = ['en', 'ar-AE'];

/** Locks the session on the server, as the idle lock (or another tab) would have. */
async function lockOnServer(page: Page): Promise<void> {
  const response = await page.request.get('/api/auth/stayConnected/lock');
  expect(response.status()).toBe(200);
}

for (const locale of LOCALES) {
  const words = catalogueWordsOf(locale, 'common', 'shell', 'locker', 'utilities');
  const session = catalogueWordsOf(locale, 'session');
  const unlockDialog = (page: Page) =>
    page.getByRole('dialog', { name: session('unlocksession.setupPinModal.title') });

  /** Types the demo PIN and resumes, as a person does. */
  async function unlockWithPin(page: Page): Promise<void> {
    await page.getByLabel(session('sessionDialog.digitLabel', { current: 1, total: 4 })).focus();
    await page.keyboard.type('1234');
    await unlockDialog(page)
      .getByRole('button', { name: session('unlocksession.setupPinModal.primaryButton') })
      .click();
  }

  test.describe(`a locked session on a personal page (${locale}, issue O §11)`, () => {
    test.beforeEach(async ({ page, signIn }) => {
      await signIn('long');
      await lockOnServer(page);
    });

    for (const { path, heading } of [
      { path: '/mylocker', heading: words('locker.title') },
      { path: '/my-utilities', heading: words('utilities.title') },
      { path: '/my-data', heading: words('myData.title') },
    ]) {
      test(`${path} shows the unlock flow there, then the page with its content`, async ({
        page,
      }) => {
        const refused: string[] = [];
        page.on('response', (response) => {
          if (response.status() === 401) refused.push(response.url());
        });
        const address = new RegExp(`/${locale}${path}$`);
        await page.goto(`/${locale}${path}`);
        await expect(unlockDialog(page)).toBeVisible();
        await expect(page).toHaveURL(address);
        // The page did not ask for what a locked session may not read (each would answer 401).
        expect(refused).toEqual([]);

        await unlockWithPin(page);
        await expect(unlockDialog(page)).toHaveCount(0);
        await expect(page).toHaveURL(address);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      });
    }

    test('a link to a personal page, followed after the lock, also leads to the unlock flow', async ({
      page,
    }) => {
      await page.goto(`/${locale}/my-data/settings`);
      // Settings of the locked session; the profile menu's link to the locker (the CMS's, named as
      // the locker's page is).
      await page.getByRole('button', { name: words('header.profileMenu') }).click();
      await page.getByRole('menuitem', { name: words('locker.title') }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/mylocker$`));
      await expect(unlockDialog(page)).toBeVisible();
      await unlockWithPin(page);
      await expect(
        page.getByRole('heading', { level: 1, name: words('locker.title') }),
      ).toBeVisible();
    });

    test('/my-data/settings?lock=true says why behind the dialog', async ({ page }) => {
      await page.goto(`/${locale}/my-data/settings?lock=true`);
      await expect(unlockDialog(page)).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^${words('shell.lockedSession.title')} – `));
      await expect(page.locator('main h1')).toHaveText(words('shell.lockedSession.title'));
      await expect(page.locator('main p')).toHaveText(words('shell.lockedSession.body'));
    });
  });
}
