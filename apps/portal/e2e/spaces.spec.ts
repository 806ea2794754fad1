import { PORTAL_LOCALES } from '@portal/core';
import { catalogueWordsOf } from './harness/catalogueWords';
import { faultCalls } from './harness/sandboxFault';
import { expect, test } from './harness/test';

/**
 * My spaces (SCREENS.md S8.3 `/spaces?spaceCode=`, issue Q) as a person uses it: reached from the
 * locker, business spaces first, switched to property spaces and back, each space with its figures
 * and its requests; a list the server refuses shows the generic error and a retry.
 */
for (const locale of PORTAL_LOCALES) {
  const t = catalogueWordsOf(locale, 'common', 'locker');
  const shell = catalogueWordsOf(locale, 'shell');
  const spaceHeading = (kind: 'business' | 'property') =>
    new RegExp(`^${t(`locker.spaceRequests.kind.${kind}`)}`);

  test.describe(`my spaces in ${locale} (SCREENS.md S8.3)`, () => {
    test.beforeEach(async ({ signIn }) => {
      // A shared 2-core runner: the page reads two pages of requests and each space's figures.
      test.setTimeout(90_000);
      await signIn();
    });

    test('from the locker to business spaces, then property and back, each with its requests', async ({
      page,
    }) => {
      await page.goto(`/${locale}/mylocker`);
      await page
        .getByRole('navigation', { name: t('locker.areas') })
        .getByRole('link', { name: t('locker.spaces.title') })
        .click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/spaces$`));
      await expect(
        page.getByRole('heading', { level: 1, name: t('locker.spaces.title') }),
      ).toBeVisible();

      const kinds = page.getByRole('navigation', { name: t('locker.spaces.kinds') });
      const business = kinds.getByRole('link', { name: t('locker.spaces.kind.business') });
      const property = kinds.getByRole('link', { name: t('locker.spaces.kind.property') });
      // Without spaceCode the page shows business spaces.
      await expect(business).toHaveAttribute('aria-current', 'page');
      const businessSpace = page.getByRole('region', { name: spaceHeading('business') });
      await expect(businessSpace).toBeVisible();
      await expect(
        businessSpace.getByRole('heading', { name: t('locker.spaceRequests.title') }),
      ).toBeVisible();
      await expect(
        businessSpace.getByRole('term').filter({ hasText: t('locker.spaceRequests.figure.total') }),
      ).toBeVisible();
      await expect(
        businessSpace.getByRole('heading', { name: t('locker.spaces.requests') }),
      ).toBeVisible();
      await expect(
        businessSpace.getByRole('listitem').filter({ has: page.getByRole('progressbar') }),
      ).toHaveCount(6);
      await expect(page.getByRole('region', { name: spaceHeading('property') })).toHaveCount(0);

      await property.click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/spaces\\?spaceCode=prop$`));
      await expect(property).toHaveAttribute('aria-current', 'page');
      await expect(business).not.toHaveAttribute('aria-current');
      const propertySpace = page.getByRole('region', { name: spaceHeading('property') });
      await expect(propertySpace).toBeVisible();
      await expect(
        propertySpace.getByRole('listitem').filter({ has: page.getByRole('progressbar') }),
      ).toHaveCount(2);
      await expect(page.getByRole('region', { name: spaceHeading('business') })).toHaveCount(0);

      await business.click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/spaces\\?spaceCode=buss$`));
      await expect(page.getByRole('region', { name: spaceHeading('business') })).toBeVisible();
    });

    test('the profile menu leads to My spaces (spec 001 §2: a personal area of the menus)', async ({
      page,
    }) => {
      await page.goto(`/${locale}/`);
      await page.getByRole('button', { name: shell('header.profileMenu') }).click();
      // The CMS names the link as the page's title ("My spaces", "مساحاتي").
      await page.getByRole('menuitem', { name: t('locker.spaces.title') }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/spaces$`));
      await expect(
        page.getByRole('heading', { level: 1, name: t('locker.spaces.title') }),
      ).toBeVisible();
    });

    test("the locker's space figures lead to the spaces of the kind they show", async ({
      page,
    }) => {
      await page.goto(`/${locale}/mylocker?spaceCode=prop`);
      await page.getByRole('link', { name: t('locker.spaces.viewRequests') }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/spaces\\?spaceCode=prop$`));
      await expect(
        page
          .getByRole('navigation', { name: t('locker.spaces.kinds') })
          .getByRole('link', { name: t('locker.spaces.kind.property') }),
      ).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('region', { name: spaceHeading('property') })).toBeVisible();
    });

    test('a refused list shows the generic error and a retry, and the switch stays', async ({
      page,
      consoleErrors,
    }) => {
      consoleErrors.allow(
        /status of 503/,
        'the requests list is refused on purpose (sandbox fault)',
      );
      await faultCalls(page, /getlist\/combined/, '503');
      await page.goto(`/${locale}/spaces?spaceCode=buss`);
      await expect(page.getByText(t('something.wentWrong')).first()).toBeVisible();
      await expect(page.getByRole('button', { name: t('common.tryAgain') })).toBeVisible();
      await expect(page.getByRole('navigation', { name: t('locker.spaces.kinds') })).toBeVisible();
    });
  });
}
