import { notificationBellLabel } from '@portal/core';
import { expectNoAxeViolations } from './harness/axe';
import { pageIsLive } from './harness/pageIsLive';
import { faultCalls } from './harness/sandboxFault';
import { expect, test } from './harness/test';
import { seededUnreadCount } from './harness/unreadCount';

test.describe('the header (SCREENS.md S1.1–S1.4, S1.10, S4.3)', () => {
  test('a visitor sees the logo, the CMS links with their child menu, language, register and sign-in, and no bell', async ({
    page,
  }) => {
    await page.goto('/en/');
    const banner = page.getByRole('banner');
    await expect(
      banner.getByRole('link', { name: 'Government services portal home' }),
    ).toBeVisible();
    // The CMS's logo, drawn with the prerendered page (S1.1).
    await expect(banner.locator('img[src$="logo-desktop.svg"]')).toBeVisible();
    // The child menu opens once the app has adopted the page.
    await pageIsLive(page);
    const nav = banner.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Talk to us' })).toBeVisible();
    const services = nav.getByRole('button', { name: 'Services' });
    await services.click();
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Business' })).toHaveAttribute(
      'href',
      '/en/services/business',
    );
    await page.keyboard.press('Escape');
    await expect(nav.getByRole('link', { name: 'Business' })).toBeHidden();
    await expect(banner.getByRole('link', { name: 'العربية' })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Register' })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(banner.getByRole('button', { name: /^Notifications/ })).toHaveCount(0);
  });

  test('signed in: the bell opens the panel with its three tabs and the view-all link', async ({
    page,
    signIn,
  }) => {
    const unread = await seededUnreadCount();
    await signIn();
    await page.goto('/en/');
    const bell = page.getByRole('button', { name: notificationBellLabel('en', unread) });
    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('tab')).toHaveText(['Actions', 'Activities', 'Spotlights']);
    await expect(panel.getByRole('tab', { name: 'Actions' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // The seeded actions list has new ones, each marked in words.
    await expect(panel.getByRole('tabpanel').getByText('New').first()).toBeVisible();
    await panel.getByRole('tab', { name: 'Activities' }).click();
    await expect(panel.getByRole('tabpanel').getByRole('listitem').first()).toBeVisible();
    await panel.getByRole('tab', { name: 'Spotlights' }).click();
    await expect(panel.getByRole('tabpanel')).toBeVisible();
    await expect(panel.getByRole('link', { name: 'View all notifications' })).toHaveAttribute(
      'href',
      '/en/mylocker/notifications',
    );
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(bell).toBeFocused();
  });

  test('the profile menu signs out after the confirmation and the page is a visitor’s again', async ({
    page,
    signIn,
  }) => {
    await signIn();
    await page.goto('/ar-AE/');
    await page.getByRole('button', { name: 'قائمة الملف الشخصي' }).click();
    await expect(page.getByRole('menuitem', { name: 'بياناتي' })).toHaveAttribute(
      'href',
      '/ar-AE/my-data',
    );
    await page.getByRole('menuitem', { name: 'تسجيل الخروج' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'تسجيل الخروج' });
    await expect(dialog).toContainText('هل أنت متأكد من أنك تريد تسجيل الخروج؟');
    await expect(dialog).toContainText('جلسة البقاء متصلًا');
    // Closing keeps the session.
    await dialog.getByRole('button', { name: 'إغلاق' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: /^الإشعارات/ })).toBeVisible();

    await page.getByRole('button', { name: 'قائمة الملف الشخصي' }).click();
    await page.getByRole('menuitem', { name: 'تسجيل الخروج' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'تسجيل الخروج' }).click();
    await expect(page).toHaveURL(/\/ar-AE\/$/);
    const signInLink = page.getByRole('banner').getByRole('link', { name: 'تسجيل الدخول' });
    await expect(signInLink).toBeVisible();
    await expect(page.getByRole('button', { name: /^الإشعارات/ })).toHaveCount(0);
    await page.reload();
    await expect(signInLink).toBeVisible();
  });

  test('the sign-out confirmation passes axe (WCAG 2.2 AA) in both languages and themes', async ({
    page,
    signIn,
  }) => {
    test.slow(); // four page loads and four axe runs
    await signIn();
    for (const locale of ['en', 'ar-AE'] as const) {
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme });
        await page.goto(`/${locale}/`);
        await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
        await page.getByRole('button', { name: /^(Profile menu|قائمة الملف الشخصي)$/ }).click();
        await page.getByRole('menuitem', { name: /^(Sign out|تسجيل الخروج)$/ }).click();
        await expect(page.getByRole('alertdialog')).toBeVisible();
        await expectNoAxeViolations(page, `${locale} ${colorScheme}`);
        // Closing keeps the session for the next mode.
        await page.keyboard.press('Escape');
        await expect(page.getByRole('alertdialog')).toBeHidden();
      }
    }
  });

  test('at 320 px the menu button shows the links, language and register, with nothing cut off', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/en/');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Sign in' })).toBeVisible();
    // The menu opens once the app has adopted the prerendered page.
    await pageIsLive(page);
    await expect(banner.getByRole('link', { name: 'Register' })).toHaveCount(0);
    await banner.getByRole('button', { name: 'Open menu' }).click();
    await expect(banner.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const nav = banner.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Individuals' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Talk to us' })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Register' })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'العربية' })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Sign in' })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await banner.getByRole('link', { name: 'Register' }).focus();
    await page.keyboard.press('Escape');
    await expect(banner.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });

  test('the header’s search on a page without one: suggestions, Enter opens the results; not on home (S1.1)', async ({
    page,
  }) => {
    await page.goto('/en/404');
    const banner = page.getByRole('banner');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const box = banner.getByRole('combobox', { name: 'Search for a service' });
    await box.pressSequentially('licence', { delay: 40 });
    const list = page.getByRole('listbox', { name: 'Are you looking for…' });
    await expect(list.getByRole('option')).toHaveCount(5);
    await expect(list.getByRole('option').first()).toContainText(/licence/i);
    await box.press('Enter');
    await expect(page).toHaveURL(/\/en\/searchresults\?q=licence$/);
    await expect(page.getByText(/\d+ results for “licence”/)).toBeVisible({ timeout: 20_000 });
    // The results page has its own box, as the home page has the hero's: one search per page.
    await expect(page.getByRole('combobox', { name: 'Search for a service' })).toHaveCount(1);
    await page.goto('/en/');
    await expect(banner.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(banner.getByRole('combobox')).toHaveCount(0);

    // On a phone the box is in the menu, with the rest of the header's items.
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/ar-AE/404');
    await expect(banner.getByRole('link', { name: 'تسجيل الدخول' })).toBeVisible();
    // The menu opens once the app has adopted the prerendered page.
    await pageIsLive(page);
    await banner.getByRole('button', { name: 'فتح القائمة' }).click();
    await expect(banner.getByRole('combobox', { name: 'ابحث عن خدمة' })).toBeVisible();
  });

  test('a failed header-info read leaves the links out and the header works', async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 503 .*headerInfo/, 'the journey makes the header info fail');
    await faultCalls(page, '**/pub/cms/headerInfo**', '503');
    // A page drawn by the app (not prerendered, not rendered by the server): its header content
    // is read in the browser only.
    const failed = page.waitForResponse('**/pub/cms/headerInfo**');
    await page.goto('/en/services/individual');
    expect((await failed).status()).toBe(503);
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Government services portal home' })).toHaveText(
      'Government services',
    );
    await expect(banner.getByRole('navigation')).toHaveCount(0);
    await expect(banner.getByRole('link', { name: 'Sign in' })).toBeVisible();
  });

  test('a prerendered page keeps the header it was built with when the browser’s read fails', async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 503 .*headerInfo/, 'the journey makes the header info fail');
    await faultCalls(page, '**/pub/cms/headerInfo**', '503');
    const failed = page.waitForResponse('**/pub/cms/headerInfo**');
    await page.goto('/en/');
    // The page asks again once the app has adopted it; the answer fails.
    expect((await failed).status()).toBe(503);
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Talk to us' })).toBeVisible();
    await nav.getByRole('button', { name: 'Services' }).click();
    await expect(nav.getByRole('link', { name: 'Business' })).toBeVisible();
  });

  test('a Stay Signed-In session shows the reduced header; its menu locks, and a locked one offers unlock (S1.3)', async ({
    page,
    signIn,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 401/, 'a locked session answers the header’s calls with 401');
    await signIn('long');
    await page.goto('/en/');
    const menuButton = page.getByRole('button', { name: 'Profile menu' });
    await expect(menuButton).toBeVisible();
    await expect(page.getByRole('button', { name: /^Notifications/ })).toHaveCount(0);
    await expect(page.getByRole('navigation').getByRole('button')).toHaveCount(0);
    await menuButton.click();
    await expect(page.getByRole('menu')).toContainText('Mariam');
    await expect(page.getByRole('menuitem', { name: 'Unlock session' })).toHaveCount(0);
    await page.getByRole('menuitem', { name: 'Lock session' }).click();
    await expect(page).toHaveURL(/\/en\/my-data\/settings\?lock=true$/);
    await expect(page.getByRole('dialog', { name: 'Your session is locked' })).toBeVisible();
  });
});
