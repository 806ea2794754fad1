import type { PortalLocale } from '@portal/core';
import { DEMO_USER } from '@portal/sandbox';
import { catalogueWordsOf } from './harness/catalogueWords';
import { pageIsLive } from './harness/pageIsLive';
import { expect, test } from './harness/test';

/**
 * My data (issue Q, SCREENS.md S8.1): the profile menu's "My data" leads to the page (it used to end
 * on "Page not found"), which shows who the person is and their Emirates ID masked, never whole.
 */

const LOCALES: readonly PortalLocale[] = ['en', 'ar-AE'];

for (const locale of LOCALES) {
  const words = catalogueWordsOf(locale, 'common', 'shell', 'locker');
  const language = locale === 'en' ? 'en' : 'ar';

  test.describe(`My data (${locale}, SCREENS.md S8.1)`, () => {
    test('the profile menu’s “My data” shows the person’s name and a masked Emirates ID', async ({
      page,
      signIn,
    }) => {
      await signIn();
      await page.goto(`/${locale}/`);
      await pageIsLive(page);
      await page.getByRole('button', { name: words('header.profileMenu') }).click();
      // The CMS's menu entry is named as the page is.
      await page.getByRole('menuitem', { name: words('myData.title') }).click();

      await expect(page).toHaveURL(new RegExp(`/${locale}/my-data$`));
      await expect(
        page.getByRole('heading', { level: 1, name: words('myData.title') }),
      ).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^${words('myData.title')} – `));
      const crumbs = page.getByRole('navigation', { name: words('shell.breadcrumbs') });
      await expect(crumbs.getByRole('link', { name: words('shell.home') })).toBeVisible();

      const main = page.getByRole('main');
      await expect(
        main.getByText(DEMO_USER.fullName[language], { exact: true }).first(),
      ).toBeVisible();
      await expect(main.getByText('784-XXXX-XXXX567-1', { exact: true })).toBeVisible();
      await expect(main.getByText(DEMO_USER.nationalId)).toHaveCount(0);
      await expect(main.getByRole('heading', { name: words('myData.why.title') })).toBeVisible();
    });
  });
}
