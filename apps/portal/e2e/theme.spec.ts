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
    // Only the encoding's declaration comes before it (it must be within the first 1,024 bytes).
    const headStart = await page.evaluate(() =>
      [...document.head.children].slice(0, 2).map((element) => element.outerHTML),
    );
    expect(headStart[0]).toBe('<meta charset="UTF-8">');
    expect(headStart[1]).toMatch(/^<script>.*portal\.colorScheme/);

    const toggle = page.getByRole('button', { name: 'Dark theme' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate(() => localStorage.getItem('portal.colorScheme'))).toBe('light');
  });
});
