import { PORTAL_LOCALES } from '@portal/core';
import { catalogueWordsOf } from './harness/catalogueWords';
import { pageIsLive } from './harness/pageIsLive';
import { expect, test } from './harness/test';

/**
 * Search results by item type (issue Q, spec 001 §3, §6): the sandbox's search answers a business
 * space for "business space". A visitor's space result uses the online-service path (the catalogue's
 * "Issue a trade licence"); a signed-in person's goes to their own spaces, of the business kind, from
 * the results page's Workspaces tab and from the search box's suggestions alike.
 */
const SPACE = {
  query: { en: 'business space', 'ar-AE': 'مساحة الأعمال' },
  name: { en: 'Business space', 'ar-AE': 'مساحة الأعمال' },
  service: { en: 'Issue a trade licence', 'ar-AE': 'إصدار رخصة تجارية' },
} as const;

for (const locale of PORTAL_LOCALES) {
  const t = catalogueWordsOf(locale, 'common', 'locker', 'home');
  const results = `/${locale}/searchresults?q=${encodeURIComponent(SPACE.query[locale])}&tab=workspaces`;

  test.describe(`a space search result in ${locale} (spec 001 §6)`, () => {
    test.describe.configure({ timeout: 90_000 });

    test("a visitor's space result leads to the online service's page", async ({ page }) => {
      await page.goto(results);
      await pageIsLive(page);
      const result = page
        .getByRole('main')
        .getByRole('link', { name: SPACE.name[locale], exact: true });
      await expect(result).toHaveAttribute('href', new RegExp(`^/${locale}/services/`));
      await result.click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/services/[^?]+$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(SPACE.service[locale], {
        timeout: 20_000,
      });
    });

    test("a signed-in person's space result leads to their business spaces", async ({
      page,
      signIn,
    }) => {
      await signIn();
      await page.goto(results);
      await pageIsLive(page);
      const result = page
        .getByRole('main')
        .getByRole('link', { name: SPACE.name[locale], exact: true });
      await expect(result).toHaveAttribute('href', `/${locale}/spaces?spaceCode=buss`);
      await result.click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/spaces\\?spaceCode=buss$`));
      await expect(
        page.getByRole('heading', { level: 1, name: t('locker.spaces.title') }),
      ).toBeVisible({ timeout: 20_000 });
      await expect(
        page
          .getByRole('navigation', { name: t('locker.spaces.kinds') })
          .getByRole('link', { name: t('locker.spaces.kind.business') }),
      ).toHaveAttribute('aria-current', 'page');
    });

    test("a signed-in person's space suggestion opens their business spaces", async ({
      page,
      signIn,
    }) => {
      await signIn();
      await page.goto(`/${locale}/`);
      await pageIsLive(page);
      const box = page.getByRole('combobox', { name: t('home.hero.searchLabel') });
      await box.pressSequentially(SPACE.query[locale], { delay: 40 });
      const suggestion = page
        .getByRole('listbox', { name: t('home.hero.suggestionsTitle') })
        .getByRole('option')
        .first();
      await expect(suggestion).toHaveText(SPACE.name[locale], { timeout: 20_000 });
      await suggestion.click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/spaces\\?spaceCode=buss$`));
      await expect(
        page.getByRole('heading', { level: 1, name: t('locker.spaces.title') }),
      ).toBeVisible({ timeout: 20_000 });
    });
  });
}
