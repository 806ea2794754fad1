import { expect, test } from './harness/test';

test.describe('the 404 page (SCREENS.md S1.9)', () => {
  test('an unknown address shows "Page not found" with a way home, in the same language', async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(
      /status of 404 .*\/(en\/nonexistent\/page|ar-AE\/mylocker-typo)\)$/,
      'the server answers the unknown address itself with 404, and the browser logs it',
    );
    await page.goto('/en/nonexistent/page');
    await expect(page).toHaveURL(/\/en\/404$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle('Page not found – Government services');
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/en\/$/);

    await page.goto('/ar-AE/mylocker-typo');
    await expect(page).toHaveURL(/\/ar-AE\/404$/);
    await expect(page.getByRole('heading', { level: 1, name: 'الصفحة غير موجودة' })).toBeVisible();
    await expect(page).toHaveTitle('الصفحة غير موجودة – الخدمات الحكومية');
  });

  test('the server answers unknown addresses with HTTP 404, known ones with 200', async ({
    request,
  }) => {
    const html = { accept: 'text/html' };
    expect((await request.get('/en/nonexistent', { headers: html })).status()).toBe(404);
    // The 404 page's own address is a page that exists (and a 404 there would log a console error).
    expect((await request.get('/ar-AE/404', { headers: html })).status()).toBe(200);
    expect((await request.get('/nonexistent', { headers: html })).status()).toBe(404);
    expect((await request.get('/en/', { headers: html })).status()).toBe(200);
    expect((await request.get('/ar/', { headers: html })).status()).toBe(200);
    expect((await request.get('/login?redirectUrl=%2Fen%2F', { headers: html })).status()).toBe(
      200,
    );
  });
});
