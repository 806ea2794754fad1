import { PORTAL_LOCALES } from '@portal/core';
import { catalogueWordsOf } from './harness/catalogueWords';
import { hostileAnswers } from './harness/hostileAnswers';
import { pageIsLive } from './harness/pageIsLive';
import { expect, test } from './harness/test';

/** Every CMS call of the portal: `/pub/cms/…` (header, banner, footer, home) and `/api/cms/…`. */
const CMS_CALLS = /\/(pub|api)\/cms\//;

/**
 * A hostile image field is a same-origin path (`/<svg>…`, percent-encoded), so the browser asks for
 * it and the server answers 404: a broken picture, which nothing runs from.
 */
const HOSTILE_IMAGE_404 = /Failed to load resource: .* 404 .*%3Csvg%3E%3Cscript%3Ealert\(1\)/;

declare global {
  interface Window {
    __hostileRan?: boolean;
  }
}

/**
 * Issue O, item 15 (spec 001 §8: content failures are swallowed): with every string of every CMS
 * answer replaced by markup that would run, the pages stand. The parts fed by the CMS leave out what
 * they cannot show; nothing runs; the page's own words and the person's data are there.
 */
for (const locale of PORTAL_LOCALES) {
  const t = catalogueWordsOf(locale, 'common', 'utilities');
  const home = catalogueWordsOf(locale, 'common', 'home', 'shell');

  test.describe(`a hostile CMS, in ${locale}`, () => {
    // Sign-in, the page and every CMS answer read twice (the sandbox's, then rewritten).
    test.describe.configure({ timeout: 90_000 });

    test.beforeEach(async ({ page, consoleErrors }) => {
      consoleErrors.allow(
        HOSTILE_IMAGE_404,
        'the CMS image fields hold a path that does not exist',
      );
      // `alert(1)` is what the markup would call, had any of it run.
      await page.addInitScript(() => {
        window.alert = () => {
          window.__hostileRan = true;
        };
      });
      await hostileAnswers(page, CMS_CALLS);
    });

    test('the signed-in toll wallet page stands', async ({ page, signIn }) => {
      await signIn();
      await page.goto(`/${locale}/my-utilities/toll-wallet`);
      await expect(
        page.getByRole('heading', { level: 1, name: t('wallet.pageTitle') }),
      ).toBeVisible({ timeout: 20_000 });
      await expect(page.getByRole('heading', { name: 'Family cars' })).toBeVisible({
        timeout: 30_000,
      });
      await pageIsLive(page);
      await expect(
        page.getByRole('contentinfo').getByRole('button', { name: home('footer.colorTheme.dark') }),
      ).toBeVisible();
      expect(await page.evaluate(() => window.__hostileRan)).toBeUndefined();
    });

    test('the home page stands, for a visitor', async ({ page }) => {
      await page.goto(`/${locale}/`);
      // The footer comes once the app has started and its CMS answer (read twice here) is in: on a
      // busy runner that took up to 50 s, beyond pageIsLive's own wait.
      await expect(page.getByRole('contentinfo')).toBeVisible({ timeout: 45_000 });
      await pageIsLive(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(
        page.getByRole('combobox', { name: home('home.hero.searchLabel') }),
      ).toBeVisible();
      // The footer's controls stand, whatever its CMS part held.
      await expect(
        page.getByRole('contentinfo').getByRole('button', { name: home('footer.colorTheme.dark') }),
      ).toBeVisible();
      expect(await page.evaluate(() => window.__hostileRan)).toBeUndefined();
    });
  });
}
