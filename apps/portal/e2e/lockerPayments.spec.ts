import { readFileSync } from 'node:fs';
import { expectNoAxeViolations } from './harness/axe';
import { catalogueWordsOf, escapeRegExp } from './harness/catalogueWords';
import { expect, journeyIn, test } from './harness/test';

/** The transaction the sandbox's seeded payment notification names (its `TxnCode`). */
const NOTIFIED = 'TXN-SBX-000042';

/** The title of that notification (packages/sandbox/src/state/notifications.ts). */
const PAYMENT_RECEIVED = {
  en: 'Your electricity payment was received',
  'ar-AE': 'تم استلام دفعة الكهرباء',
} as const;

for (const locale of ['en', 'ar-AE'] as const) {
  const t = catalogueWordsOf(locale, 'locker', 'common');
  const journey = journeyIn(locale);
  const listPath = `/${locale}/mylocker/payments/list`;
  const downloadName = new RegExp(`^${escapeRegExp(t('receipt.download'))}: `);

  test.describe(`payments list (${locale}, SCREENS.md S3.7)`, () => {
    test.beforeEach(async ({ signIn }) => {
      await signIn();
    });

    journey('every language')(
      'a payment notification opens the list on its payment, whose receipt downloads as a PDF',
      async ({ page }) => {
        await page.goto(`/${locale}/mylocker/notifications`);
        await page.getByRole('link', { name: PAYMENT_RECEIVED[locale] }).click();
        await expect(page).toHaveURL(`${listPath}?txncode=${NOTIFIED}`);
        await expect(
          page.getByRole('heading', { level: 1, name: t('payment.title') }),
        ).toBeVisible();
        const focused = page.getByRole('listitem').filter({ hasText: NOTIFIED });
        await expect(focused).toBeFocused();
        await expect(focused).toHaveAttribute('aria-current', 'true');
        await expect(focused.getByText(t('payment.thisPayment'), { exact: true })).toBeVisible();
        await expect(focused.getByText(t('payment.status.success'), { exact: true })).toBeVisible();
        await expect(focused).toBeInViewport();
        await expectNoAxeViolations(page, 'payments list');

        const downloading = page.waitForEvent('download');
        await focused.getByRole('button', { name: downloadName }).click();
        const download = await downloading;
        expect(
          readFileSync(await download.path())
            .subarray(0, 5)
            .toString('latin1'),
        ).toBe('%PDF-');
      },
    );

    journey()(
      '?dueOnly=true lists only due payments and says so; clearing it shows all',
      async ({ page }) => {
        await page.goto(`${listPath}?dueOnly=true`);
        await expect(page.getByText(t('payment.dueOnlyShown'), { exact: true })).toBeVisible();
        const items = page
          .getByRole('list', { name: t('payment.listLabel') })
          .getByRole('listitem');
        await expect(items.first()).toBeVisible();
        const count = await items.count();
        expect(count).toBeGreaterThan(0);
        // Due, or overdue once the due day has passed (core's billDueStateOf).
        const dueOrOverdue = new RegExp(
          `${escapeRegExp(t('payment.status.due'))}|${escapeRegExp(t('payment.status.overdue'))}`,
        );
        await expect(items.filter({ hasText: dueOrOverdue })).toHaveCount(count);
        await expect(
          page.getByRole('link', { name: new RegExp(`^${escapeRegExp(t('payment.payNow'))}: `) }),
        ).toHaveCount(count);
        await expect(page.getByRole('button', { name: downloadName })).toHaveCount(0);
        await expectNoAxeViolations(page, 'payments list, due only');

        await page.getByRole('link', { name: t('payment.showAll'), exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`${escapeRegExp(listPath)}$`));
        await expect(page.getByText(t('payment.dueOnlyShown'), { exact: true })).toHaveCount(0);
        await expect(page.getByRole('button', { name: downloadName }).first()).toBeVisible();
      },
    );

    journey()(
      'a receipt that cannot be fetched shows an error alert and no spinner',
      async ({ page }) => {
        // The sandbox's fault switch (as utilities.spec.ts uses it): the receipt answers a broken body.
        await page.route('**/payment/getReceipt*', async (route) => {
          await route.continue({
            headers: { ...route.request().headers(), 'x-sandbox-fault': 'malformed' },
          });
        });
        await page.goto(`${listPath}?txncode=${NOTIFIED}`);
        const focused = page.getByRole('listitem').filter({ hasText: NOTIFIED });
        const button = focused.getByRole('button', { name: downloadName });
        await button.click();
        await expect(focused.getByRole('alert')).toHaveText(t('receipt.error'));
        await expect(button).not.toHaveAttribute('aria-disabled', 'true');
        await expect(button).not.toHaveAttribute('data-loading', 'true');
        await expect(page.getByText(t('receipt.downloading'))).toHaveCount(0);
      },
    );
  });
}
