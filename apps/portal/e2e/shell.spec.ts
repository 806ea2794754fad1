import type { Page } from '@playwright/test';
import { faultCalls } from './harness/sandboxFault';
import { expect, test } from './harness/test';

/** The footer, once its CMS content is in (the controls show before it). */
async function loadedFooter(page: Page) {
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('navigation', { name: 'Footer' })).toBeVisible({ timeout: 20_000 });
  return footer;
}

test.describe('the shell: footer, notices, errors (SCREENS.md S1.5–S1.9, S1.12)', () => {
  // The footer and notices arrive after the page (their own chunks and CMS reads): on a loaded
  // 2-core runner that takes seconds, so these journeys get more than the suite's 30 s.
  test.describe.configure({ timeout: 60_000 });

  test('the footer shows the CMS sections, emergency numbers, apps and legal links', async ({
    page,
  }) => {
    await page.goto('/en/404');
    const footer = await loadedFooter(page);
    await expect(footer.getByRole('link', { name: 'Accessibility' })).toHaveAttribute(
      'href',
      '/en/accessibility',
    );
    await expect(footer.getByRole('heading', { name: 'Emergency numbers' })).toBeVisible();
    await expect(footer.getByRole('link', { name: '999' })).toHaveAttribute('href', 'tel:999');
    await expect(footer.getByRole('link', { name: 'View all emergency numbers' })).toBeVisible();
    await expect(footer.getByRole('heading', { name: 'Get the app' })).toBeVisible();
    await expect(
      footer.getByRole('link', { name: 'Download on the App Store (opens in a new tab)' }),
    ).toHaveAttribute('target', '_blank');
    await expect(footer.getByRole('link', { name: /^X \(opens in a new tab\)$/ })).toBeVisible();
    await expect(
      footer.getByText('© 2026 Government portal sandbox.', { exact: false }),
    ).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Privacy policy' })).toBeVisible();
  });

  test('text size: increase survives a reload, applied before any script of the app runs', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/en/404');
    const footer = page.getByRole('contentinfo');
    const sizes = footer.getByRole('group', { name: 'Text size' });
    await expect(sizes.getByRole('button', { name: 'Reset text size' })).toBeDisabled({
      timeout: 20_000,
    });
    await sizes.getByRole('button', { name: 'Increase text size' }).click();
    await expect(page.locator('html')).toHaveAttribute('style', /font-size: 115%/);
    expect(await page.evaluate(() => localStorage.getItem('portal.textSize'))).toBe('115');

    // No flash: with every script file of the app refused, only the inline boot script in <head>
    // can apply the kept size, and it runs before the first paint.
    consoleErrors.allow(/ERR_FAILED|Failed to load/, 'the app scripts are refused on purpose');
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.reload({ waitUntil: 'domcontentloaded' });
    expect(await page.evaluate(() => document.documentElement.style.fontSize)).toBe('115%');
    await page.unroute('**/assets/*.js');

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('style', /font-size: 115%/);
    await sizes.getByRole('button', { name: 'Reset text size' }).click();
    expect(await page.evaluate(() => document.documentElement.style.fontSize)).toBe('');
    expect(await page.evaluate(() => localStorage.getItem('portal.textSize'))).toBeNull();
  });

  test('colour theme: the footer control switches and keeps it; the header toggle agrees', async ({
    page,
  }) => {
    await page.goto('/ar-AE/404');
    const themes = page.getByRole('contentinfo').getByRole('group', { name: 'ألوان العرض' });
    await themes.getByRole('button', { name: 'داكن' }).click({ timeout: 20_000 });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(themes.getByRole('button', { name: 'داكن' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await themes.getByRole('button', { name: 'فاتح' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate(() => localStorage.getItem('portal.colorScheme'))).toBe('light');
  });

  test('cookie notice: accept sets the privacy cookie, and it stays gone after a reload', async ({
    page,
    context,
  }) => {
    await page.goto('/en/404');
    const notice = page.getByRole('region', { name: 'Cookies on this website' });
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: 'Accept cookies' }).click();
    await expect(notice).toHaveCount(0);
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'privacyAccepted')?.value).toBe('1');
    await page.reload();
    await loadedFooter(page);
    await expect(notice).toHaveCount(0);
  });

  test('top banner: on the home page only; closing it keeps it closed', async ({ page }) => {
    await page.goto('/en/');
    const banner = page.getByRole('region', { name: 'Announcement' });
    // Drawn with the prerendered page; it closes once the app has adopted the page.
    await expect(banner.getByText('Public holiday service hours')).toBeVisible();
    await loadedFooter(page);
    await banner.getByRole('button', { name: 'Close the announcement' }).click();
    await expect(banner).toHaveCount(0);
    await page.reload();
    // Not even the prerendered page shows it to this reader (the boot script reads the cookie).
    await expect(banner).toHaveCount(0);
    await loadedFooter(page);
    await expect(banner).toHaveCount(0);
  });

  test('the top banner is not on other pages', async ({ page }) => {
    await page.goto('/en/404');
    await loadedFooter(page);
    await expect(page.getByRole('region', { name: 'Announcement' })).toHaveCount(0);
  });

  test('a failing footer call leaves the page working: the CMS parts are left out, the controls stay', async ({
    page,
  }) => {
    await faultCalls(page, '**/pub/cms/footerData**', 'malformed');
    await page.goto('/en/404');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('group', { name: 'Text size' })).toBeVisible();
    await expect(footer.getByText(/© \d{4} Government services portal/)).toBeVisible();
    await expect(footer.getByRole('navigation')).toHaveCount(0);
    await footer.getByRole('button', { name: 'Dark' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('the 404 page offers the way home and to search', async ({ page }) => {
    await page.goto('/en/404');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Search for a service' })).toHaveAttribute(
      'href',
      '/en/searchresults',
    );
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/en\/$/);
  });

  test('a page that fails to render shows the generic error with a way back, and is logged', async ({
    page,
    signIn,
    consoleErrors,
  }) => {
    consoleErrors.allow(/settings page broke/, 'the page module is replaced by one that throws');
    await signIn();
    // A real failure mode: the page's module (here, a deployment's broken build of it) throws when
    // it renders. Nothing in the app is test-only.
    await page.route(/\/assets\/SettingsPage-[^/]*\.js$/, (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: 'export function SettingsPage() { throw new Error("settings page broke"); }',
      }),
    );
    const logged = page.waitForRequest(
      (request) => request.url().endsWith('/api/log/error') && request.method() === 'POST',
    );
    await page.goto('/en/my-data/settings');
    await expect(
      page.getByRole('heading', { level: 1, name: 'This page could not be shown' }),
    ).toBeVisible();
    // Still inside the shell: header and footer stay.
    await expect(page.getByRole('banner')).toBeVisible();
    const body = (await logged).postDataJSON() as { message: string; page: string };
    expect(body).toMatchObject({ message: 'settings page broke', page: '/en/my-data/settings' });
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/en\/$/);
  });

  test('a 401 from any call sends the person to sign-in with this page as the way back', async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 401/, 'the footer call answers 401 on purpose');
    await faultCalls(page, '**/pub/cms/footerData**', '401');
    const toLogin = page.waitForRequest((request) =>
      request.url().includes('/login?redirectUrl=%2Fen%2F404%3Fq%3Dbill'),
    );
    await page.goto('/en/404?q=bill');
    await toLogin;
    await expect(page.getByRole('heading', { name: 'Sign in to the sandbox' })).toBeVisible();
    await page.unroute('**/pub/cms/footerData**');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/en\/404\?q=bill$/);
  });

  test('the "test data" tag shows when the answers come from the sandbox', async ({ page }) => {
    await page.goto('/ar-AE/404');
    await expect(page.getByRole('note').filter({ hasText: 'بيانات تجريبية' })).toBeVisible();
  });
});
