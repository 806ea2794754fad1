import AxeBuilder from '@axe-core/playwright';
import { documentLanguage, expect, signInContext, test } from './harness/test';
import { sweepCases } from './harness/sweepCases';

type AxePage = ConstructorParameters<typeof AxeBuilder>[0]['page'];

/** WCAG 2.0 A and AA, 2.1 AA and 2.2 AA: the rules every page must pass with no violation. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

/**
 * Every route of src/routes/routeList.ts, in both languages and both themes, as whom it is meant
 * for: 0 axe violations, no console error (the harness's fixture), no horizontal scroll at 320 px,
 * and the right `<html lang dir data-theme>`.
 */
test.describe('every route × language × theme', () => {
  for (const sweep of sweepCases()) {
    test(sweep.title, async ({ context, page }, testInfo) => {
      test.slow(); // axe twice on a 2-core runner

      /** Runs axe on the page as it is now; the count is kept for the summary (scripts/test.mjs). */
      const expectNoAxeViolations = async (width: string, info: typeof testInfo) => {
        // @axe-core/playwright's peer resolves to the app's playwright 1.65 library, whose Page type
        // differs from @playwright/test 1.64's by a declaration only; the object is the same.
        const axe = await new AxeBuilder({ page: page as unknown as AxePage })
          .withTags(AXE_TAGS)
          .analyze();
        info.annotations.push({
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
          `axe violations at ${width}`,
        ).toEqual([]);
      };
      await page.emulateMedia({ colorScheme: sweep.scheme });
      if (sweep.as === 'signedIn') await signInContext(context);

      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(sweep.url);
      await expect(page.locator('main h1')).toBeVisible();
      if (sweep.as === 'signedIn') {
        await expect(
          page.getByRole('button', { name: /^(Notifications|الإشعارات)/ }),
        ).toBeVisible();
      }

      const { lang, dir } = documentLanguage(sweep.locale);
      const html = page.locator('html');
      await expect(html).toHaveAttribute('lang', lang);
      await expect(html).toHaveAttribute('dir', dir);
      await expect(html).toHaveAttribute('data-theme', sweep.scheme);

      await expectNoAxeViolations('1280 px', testInfo);

      await page.setViewportSize({ width: 320, height: 640 });
      await expectNoAxeViolations('320 px', testInfo);
      const overflow = await page.evaluate(() => {
        const root = document.documentElement;
        return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth };
      });
      expect(overflow.scrollWidth, 'no horizontal scroll at 320 px').toBeLessThanOrEqual(
        overflow.clientWidth,
      );
    });
  }
});
