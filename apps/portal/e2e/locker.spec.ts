import { PORTAL_LOCALES } from '@portal/core';
import type { Locator, Page } from '@playwright/test';
import { catalogueWordsOf } from './harness/catalogueWords';
import { faultCalls } from './harness/sandboxFault';
import { expect, journeyIn, test } from './harness/test';

/**
 * A message clears itself 6 s after it came (spec 000 §4): the page's clock is moved on 6.1 s.
 * (That it stays until then is StatusMessage's own test, under a fake clock.)
 */
async function expectGoneAfterSixSeconds(page: Page, message: Locator): Promise<void> {
  await expect(message).toBeVisible();
  await page.clock.runFor(6_100);
  await expect(message).toBeHidden();
}

for (const locale of PORTAL_LOCALES) {
  const t = catalogueWordsOf(locale, 'common', 'locker');
  const journey = journeyIn(locale);

  test.describe(`personal locker in ${locale} (SCREENS.md S3)`, () => {
    test.beforeEach(async ({ signIn }) => {
      // A shared 2-core runner: these journeys wait on several sandbox answers each.
      test.setTimeout(90_000);
      await signIn();
    });

    journey('every language')(
      'opens the locker, shows drafts only, and discards one; the message leaves after 6 s',
      async ({ page }) => {
        await page.clock.install();
        await page.goto(`/${locale}/mylocker`);
        await expect(
          page.getByRole('heading', { level: 1, name: t('locker.title') }),
        ).toBeVisible();
        await expect(page.getByRole('navigation', { name: /./ }).first()).toBeVisible();
        await expect(page.getByRole('progressbar').first()).toBeVisible();

        await page.getByRole('checkbox', { name: t('locker.filters.onlyDrafts') }).check();
        await expect(
          page.getByText(t('locker.applications.results', { count: '4' })),
        ).toBeVisible();
        const discardButtons = page.getByRole('button', {
          name: new RegExp(`^${t('locker.draft.discard')}: `),
        });
        await expect(discardButtons).toHaveCount(4);
        const first = discardButtons.first();
        const name = (await first.getAttribute('aria-label')) ?? '';
        await first.click();

        const dialog = page.getByRole('alertdialog', { name: t('locker.draft.discardTitle') });
        await dialog.getByRole('button', { name: t('locker.draft.discard') }).click();
        const done = page.getByText(t('locker.draft.discarded'));
        await expectGoneAfterSixSeconds(page, done);

        await expect(dialog).toBeHidden();
        await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
        await expect(
          page.getByText(t('locker.applications.results', { count: '3' })),
        ).toBeVisible();
      },
    );

    journey('every language')(
      'a refused discard says so, keeps the card, and the message leaves after 6 s',
      async ({ page, consoleErrors }) => {
        consoleErrors.allow(
          /status of 503/,
          'the discard call is refused on purpose (sandbox fault)',
        );
        await page.clock.install();
        await faultCalls(page, /\/discardDraft/, '503');
        await page.goto(`/${locale}/mylocker`);
        await page.getByRole('checkbox', { name: t('locker.filters.onlyDrafts') }).check();
        await expect(
          page.getByText(t('locker.applications.results', { count: '4' })),
        ).toBeVisible();
        const first = page
          .getByRole('button', { name: new RegExp(`^${t('locker.draft.discard')}: `) })
          .first();
        const name = (await first.getAttribute('aria-label')) ?? '';
        await first.click();
        await page
          .getByRole('alertdialog')
          .getByRole('button', { name: t('locker.draft.discard') })
          .click();
        const failed = page.getByText(t('locker.draft.discardFailed'));
        await expectGoneAfterSixSeconds(page, failed);
        await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
        await expect(
          page.getByText(t('locker.applications.results', { count: '4' })),
        ).toBeVisible();
      },
    );

    journey()(
      'a list answering success: false shows the generic error, and retry loads it',
      async ({ page }) => {
        let refuse = true;
        await page.route(/\/retrieve\/getlist\/combined/, (route) =>
          route.continue({
            headers: {
              ...route.request().headers(),
              ...(refuse ? { 'x-sandbox-fault': 'business,message=Not shown' } : {}),
            },
          }),
        );
        await page.goto(`/${locale}/mylocker`);
        // The space statistics read the same list, so their section fails too; this is about the
        // applications' own error and retry.
        const applications = page.getByRole('region', { name: t('locker.applications.title') });
        await expect(applications.getByText(t('something.wentWrong')).first()).toBeVisible();
        refuse = false;
        await applications.getByRole('button', { name: t('common.tryAgain') }).click();
        await expect(applications.getByRole('progressbar').first()).toBeVisible();
      },
    );
  });
}
