import { notificationBellLabel } from '@portal/core';
import { pageIsLive } from './harness/pageIsLive';
import { expect, test } from './harness/test';
import { seededUnreadCount } from './harness/unreadCount';

test.describe('signing in and the header (SCREENS.md S1.1, S1.2, S1.10)', () => {
  test('a visitor sees "Sign in", no bell, and causes no failed request', async ({ page }) => {
    const failed: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    await page.goto('/en/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'What are you looking for?' }),
    ).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Notifications/ })).toHaveCount(0);
    expect(failed).toEqual([]);
  });

  test('signs in through the sign-in page and comes back to the same page with the bell', async ({
    page,
  }) => {
    const unread = await seededUnreadCount();
    await page.goto('/ar-AE/?spaceCode=buss');
    // A person reads the page before reaching for sign-in; the boot script at the end of the
    // prerendered HTML has pointed the link back at the whole address by then.
    await pageIsLive(page);
    await page.getByRole('link', { name: 'تسجيل الدخول', exact: true }).click();

    // The sandbox's sign-in page, in the language of the page it returns to.
    await expect(
      page.getByRole('heading', { name: 'تسجيل الدخول إلى البيئة التجريبية' }),
    ).toBeVisible();
    await expect(page.getByRole('radio', { name: 'جلسة عادية' })).toBeChecked();
    await page.getByRole('button', { name: 'تسجيل الدخول' }).click();

    await expect(page).toHaveURL(/\/ar-AE\/\?spaceCode=buss$/);
    const bell = page.getByRole('button', { name: notificationBellLabel('ar-AE', unread) });
    await expect(bell).toBeVisible();
    await expect(bell).toHaveText(String(unread));
    await expect(page.getByRole('link', { name: 'تسجيل الدخول', exact: true })).toHaveCount(0);
  });

  test('shows the bell with the unread count in English at /en/ (moved from the vitest e2e)', async ({
    page,
    signIn,
  }) => {
    const unread = await seededUnreadCount();
    await signIn();
    await page.goto('/en/');
    const bell = page.getByRole('button', { name: notificationBellLabel('en', unread) });
    await expect(bell).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(bell).toHaveText(String(unread));
  });

  test('cancelling sign-in returns as a visitor, with no failed request', async ({ page }) => {
    const failed: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    await page.goto('/en/404');
    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
    await page.getByRole('link', { name: 'Back to the portal without signing in' }).click();
    await expect(page).toHaveURL(/\/en\/404$/);
    // The server set no session hint (issue O §14): the page asks nobody who is signed in, so
    // nothing answers 401 and the console stays clean.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
    expect(failed).toEqual([]);
    await page.reload();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  });

  test("a session that ended elsewhere turns the header back into a visitor's, on the same page", async ({
    page,
    signIn,
    consoleErrors,
  }) => {
    consoleErrors.allow(
      /status of 401 .*(notifications\/count|api\/auth\/user)\)$/,
      'the session really ended',
    );
    await signIn();
    await page.goto('/en/404');
    await expect(page.getByRole('button', { name: /^Notifications/ })).toBeVisible();
    await page.request.get('/api/smartpass/demo-logout?provider=uaepass&redirectUrl=%2Fen%2F', {
      maxRedirects: 0,
      headers: { accept: 'text/html' },
    });
    await page.reload();
    // The reloaded page asks who is signed in; the 401 shows the visitor's header (or, first, the
    // bell's shared refresher, which waits for the 15-second slot the previous page used).
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page).toHaveURL(/\/en\/404$/);
  });

  test('/login checks the return address: another site is never the way back', async ({ page }) => {
    await page.goto('/login?redirectUrl=https%3A%2F%2Fevil.example%2F');
    await expect(page.getByRole('heading', { name: 'Sign in to the sandbox' })).toBeVisible();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/en\/$/);
  });
});
