import AxeBuilder from '@axe-core/playwright';
import { AXE_TAGS } from './harness/axe';
import { servers } from './harness/servers';
import { documentLanguage, expect, signInContext, test } from './harness/test';
import { sweepCases, type ColorScheme } from './harness/sweepCases';

type AxePage = ConstructorParameters<typeof AxeBuilder>[0]['page'];

/**
 * Every route of src/routes/routeList.ts, in both languages and both themes, as whom it is meant
 * for: 0 axe violations (at 1280 px in light and dark, and at 320 px), no console error and no
 * Content-Security-Policy violation (the harness's fixtures; checked here too once each page is
 * ready: served by the production server, `PORTAL_E2E_SERVER=production`, every page carries the
 * CSP), no horizontal scroll at 320 px, and the right `<html lang dir data-theme>`.
 */
test.describe('every route × language × theme', () => {
  for (const sweep of sweepCases()) {
    test(sweep.title, async ({ context, page, cspViolations }, testInfo) => {
      test.slow(); // axe three times on a 2-core runner

      /** Runs axe on the page as it is now; the count is kept for the summary (scripts/test.mjs). */
      const expectNoAxeViolations = async (where: string, colourOnly = false) => {
        // @axe-core/playwright's Page type is the playwright library's; the object is the same.
        const builder = new AxeBuilder({ page: page as unknown as AxePage });
        // The dark theme changes colours only (the same markup, other custom properties), so its
        // pass runs the rules that read colours; the light passes ran every rule on that markup.
        const axe = await (
          colourOnly
            ? builder.withRules(['color-contrast', 'link-in-text-block'])
            : builder.withTags(AXE_TAGS)
        ).analyze();
        testInfo.annotations.push({
          type: 'axe-violations',
          description: String(axe.violations.length),
        });
        expect(
          axe.violations.map((violation) => ({
            rule: violation.id,
            impact: violation.impact,
            help: violation.help,
            targets: violation.nodes.map((node) => node.target.join(' ')),
          })),
          `axe violations ${where}`,
        ).toEqual([]);
      };

      /** Waits for the page's heading (and the signed-in header), then checks `<html>`. */
      const expectPageReady = async (scheme: ColorScheme) => {
        await expect(page.locator('main h1')).toBeVisible();
        if (sweep.as === 'signedIn') {
          // Also behind a modal dialog (the unlock dialog of `?lock=true` hides the page from
          // assistive technology), so look past aria-hidden.
          await expect(
            page.getByRole('button', { name: /^(Notifications|الإشعارات)/, includeHidden: true }),
          ).toBeVisible();
        }
        const { lang, dir } = documentLanguage(sweep.locale);
        const html = page.locator('html');
        await expect(html).toHaveAttribute('lang', lang);
        await expect(html).toHaveAttribute('dir', dir);
        await expect(html).toHaveAttribute('data-theme', scheme);
        // The page ran its inline scripts and loaded the app under the server's policy.
        expect([...cspViolations], `CSP violations (${scheme})`).toEqual([]);
      };

      if (sweep.as === 'signedIn') await signInContext(context);

      await page.emulateMedia({ colorScheme: 'light' });
      await page.setViewportSize({ width: 1280, height: 800 });
      const response = await page.goto(sweep.url);
      if (servers().appServer === 'production') {
        expect(
          response?.headers()['content-security-policy'],
          'the page is served with the CSP',
        ).toContain("script-src 'self' 'sha256-");
      }
      await expectPageReady('light');
      await expectNoAxeViolations('at 1280 px, light');

      await page.setViewportSize({ width: 320, height: 640 });
      await expectNoAxeViolations('at 320 px, light');
      const overflow = await page.evaluate(() => {
        const root = document.documentElement;
        return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth };
      });
      expect(overflow.scrollWidth, 'no horizontal scroll at 320 px').toBeLessThanOrEqual(
        overflow.clientWidth,
      );

      // Dark: the system preference, applied by the app from the first paint after a reload.
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.reload();
      await expectPageReady('dark');
      await expectNoAxeViolations('at 1280 px, dark (colour rules)', true);
    });
  }
});
