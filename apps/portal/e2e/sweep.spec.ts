import { AXE_COLOUR_RULES, expectNoAxeViolations } from './harness/axe';
import { catalogueWordsOf } from './harness/catalogueWords';
import { documentLanguage, expect, signInContext, test } from './harness/test';
import { sweepCases, type ColorScheme } from './harness/sweepCases';

/**
 * Every route of src/platform/pages/pageTable.ts, in both languages and both themes, as whom it is meant
 * for: 0 axe violations (at 1280 px in light and dark, and at 320 px), no console error and no
 * Content-Security-Policy violation (the harness's fixtures; checked here too once each page is
 * ready: the production server serves every page with its CSP), no horizontal scroll at 320 px, and the right `<html lang dir data-theme>`.
 */
test.describe('every route × language × theme', () => {
  for (const sweep of sweepCases()) {
    test(sweep.title, async ({ context, page, cspViolations }, testInfo) => {
      test.slow(); // a page load and three axe scans: room for a busy 2-core runner

      /** Runs axe on the page as it is now; the count is kept for the summary (scripts/test.mjs). */
      const expectNoViolations = (where: string, rules?: readonly string[]) =>
        expectNoAxeViolations(page, where, { rules, testInfo });

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
      expect(
        response?.headers()['content-security-policy'],
        'the page is served with the CSP',
      ).toContain("script-src 'self' 'sha256-");
      // HTML's rule (and Lighthouse's charset audit): the encoding is declared within the
      // document's first 1,024 bytes, before the boot script that sits first in <head>.
      const firstBytes = (await response?.body())?.subarray(0, 1024).toString('latin1') ?? '';
      expect(firstBytes, 'the encoding is declared in the first 1,024 bytes').toMatch(
        /<meta charset="UTF-8"/i,
      );
      await expectPageReady('light');
      await expectNoViolations('at 1280 px, light');

      await page.setViewportSize({ width: 320, height: 640 });
      await expectNoViolations('at 320 px, light');
      const overflow = await page.evaluate(() => {
        const root = document.documentElement;
        return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth };
      });
      expect(overflow.scrollWidth, 'no horizontal scroll at 320 px').toBeLessThanOrEqual(
        overflow.clientWidth,
      );

      // Dark, as a person switches it: the header's theme button (the first paint of a saved or
      // system dark theme is theme.spec.ts's). A page that opens under a modal dialog (`?lock=true`)
      // has its header out of reach: it is opened again with the system's dark preference. The
      // markup is the light pass's (other custom properties only), so the colour rules suffice.
      await page.setViewportSize({ width: 1280, height: 800 });
      const modalOpen =
        (await page.getByRole('dialog').or(page.getByRole('alertdialog')).count()) > 0;
      if (modalOpen) {
        await page.emulateMedia({ colorScheme: 'dark' });
        await page.reload();
      } else {
        const words = catalogueWordsOf(sweep.locale, 'shell');
        const toggle = page.getByRole('button', { name: words('shell.darkTheme'), exact: true });
        await toggle.click();
        await expect(toggle).toHaveAttribute('aria-pressed', 'true');
        // Colours that ease to the new theme (transition-colors) are read once they have arrived:
        // halfway, axe saw mixed colours a person sees for 150 ms.
        await page.evaluate(() =>
          Promise.all(
            document.getAnimations().map((animation) => animation.finished.catch(() => undefined)),
          ),
        );
      }
      await expectPageReady('dark');
      await expectNoViolations('at 1280 px, dark (colour rules)', AXE_COLOUR_RULES);
    });
  }
});
