import { expect, test } from './harness/test';

test.describe('fonts', () => {
  test('an English page downloads no Arabic face, even with the "العربية" link on it', async ({
    page,
  }) => {
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
    });
    await page.goto('/en/');
    await expect(page.getByRole('link', { name: 'العربية' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(fonts.filter((font) => font.includes('noto-kufi-arabic'))).toEqual([]);
    expect(fonts.some((font) => font.includes('inter-latin'))).toBe(true);
  });

  test('an Arabic page uses the Arabic face', async ({ page }) => {
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
    });
    await page.goto('/ar-AE/');
    await page.waitForLoadState('networkidle');
    expect(fonts.some((font) => font.includes('noto-kufi-arabic-arabic'))).toBe(true);
  });
});
