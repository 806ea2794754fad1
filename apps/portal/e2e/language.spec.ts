import { expect, test } from './harness/test';

test.describe('languages and addresses (spec 001 §2)', () => {
  test('serves Arabic, right to left, at /ar-AE/ and its language link opens the same page in English', async ({
    page,
  }) => {
    await page.goto('/ar-AE/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('عمّ تبحث؟');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar-AE');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en\/$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('What are you looking for?');
  });

  test('switching language keeps the path and the query', async ({ page }) => {
    // An action the assistant does not know (a known one, `pay`, opens its panel: assistant.spec.ts).
    await page.goto('/en/?spaceCode=prop&action=later');
    await page.getByRole('link', { name: 'العربية' }).click();
    await expect(page).toHaveURL(/\/ar-AE\/\?spaceCode=prop&action=later$/);
    await page.goto('/ar-AE/404?from=header');
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en\/404\?from=header$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  });

  test('/ar/ and /ar-ae/ land on Arabic', async ({ page }) => {
    await page.goto('/ar/');
    await expect(page).toHaveURL(/\/ar-AE\/$/);
    await page.goto('/ar-ae/?action=x');
    await expect(page).toHaveURL(/\/ar-AE\/\?action=x$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });

  test('an address without a language negotiates one: the browser language', async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: 'ar-AE' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL(/\/ar-AE\/$/);
    await context.close();
  });

  test('an address without a language negotiates one: the language last read wins over the browser', async ({
    page,
    context,
  }) => {
    await page.goto('/en/');
    await page.getByRole('link', { name: 'العربية' }).click();
    await expect(page).toHaveURL(/\/ar-AE\/$/);
    // The page shown in Arabic remembers it in the language cookies (once the app runs on it).
    await expect
      .poll(
        async () =>
          (await context.cookies()).find((cookie) => cookie.name === 'portal_lang')?.value,
      )
      .toBe('ar-AE');
    await page.goto('/');
    await expect(page).toHaveURL(/\/ar-AE\/$/);
  });

  test('/chat?action= goes home with the action', async ({ page }) => {
    await page.goto('/en/chat?action=pay-bills&other=1');
    await expect(page).toHaveURL(/\/en\/\?action=pay-bills$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a trailing langsTranslation leaves the address and opens the language dialog', async ({
    page,
  }) => {
    await page.goto('/ar-AE/langsTranslation');
    await expect(page).toHaveURL(/\/ar-AE\/$/);
    // …and opens the language dialog (SCREENS S9.2; more in languageDialog.spec.ts), which hides
    // the page from assistive technology while it is open.
    const dialog = page.getByRole('dialog', { name: 'اختر اللغة' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('عمّ تبحث؟');
  });
});
