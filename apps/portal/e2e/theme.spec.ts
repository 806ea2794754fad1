import { expect, test } from './harness/test';

test.describe('colour theme', () => {
  test('applies the saved dark theme before the app runs and keeps the choice', async ({
    context,
    page,
  }) => {
    await context.addInitScript(() => localStorage.setItem('portal.colorScheme', 'dark'));
    await page.goto('/en/', { waitUntil: 'domcontentloaded' });
    // Only the boot script sets data-theme, and it is the first, blocking script in <head>: the
    // scheme is on <html> before the first paint, not after React starts.
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const firstInHead = await page.evaluate(() => document.head.firstElementChild?.outerHTML ?? '');
    expect(firstInHead).toMatch(/^<script>.*portal\.colorScheme/);

    const toggle = page.getByRole('button', { name: 'Dark theme' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate(() => localStorage.getItem('portal.colorScheme'))).toBe('light');
  });
});
