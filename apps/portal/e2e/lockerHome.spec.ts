import { expectNoAxeViolations } from './harness/axe';
import { catalogueWordsOf } from './harness/catalogueWords';
import { expect, journeyIn, test } from './harness/test';

/** The sandbox's two dashboard spotlights (its seeded world); the first starts unread. */
const SPOTLIGHTS = {
  en: { unread: 'Your locker, now smarter', read: 'Autopay for utilities' },
  'ar-AE': { unread: 'خزانتك الآن أذكى', read: 'الدفع التلقائي للخدمات' },
} as const;

/** The sandbox's toll wallet widget title, as the widget list sends it. */
const WALLET_WIDGET = { en: 'Toll wallet', 'ar-AE': 'محفظة رسوم الطرق' } as const;
const PAYMENTS_WIDGET = { en: 'Payments due', 'ar-AE': 'المدفوعات المستحقة' } as const;

for (const locale of ['en', 'ar-AE'] as const) {
  const t = catalogueWordsOf(locale, 'common', 'locker');
  const journey = journeyIn(locale);

  test.describe(`locker home (${locale}, SCREENS.md S3.1)`, () => {
    test.beforeEach(async ({ signIn }) => {
      test.setTimeout(90_000);
      await signIn();
    });

    journey()(
      'the widgets sum up the locker, warn about an expired KYC and lead to the due payments',
      async ({ page }) => {
        await page.goto(`/${locale}/mylocker`);
        const widgets = page.getByRole('region', { name: t('locker.widgets.heading') });
        const wallet = widgets.getByRole('listitem').filter({
          has: page.getByRole('heading', { name: WALLET_WIDGET[locale] }),
        });
        await expect(wallet.getByText(t('locker.widgets.kycExpired'))).toBeVisible();
        await expect(wallet.getByRole('term').first()).toHaveText(
          t('locker.widgets.figure.wallet.wallets'),
        );
        await expectNoAxeViolations(page);
        await widgets
          .getByRole('link', {
            name: t('locker.widgets.openFor', { title: PAYMENTS_WIDGET[locale] }),
          })
          .click();
        await expect(page).toHaveURL(
          new RegExp(`/${locale}/mylocker/payments/list\\?dueOnly=true$`),
        );
      },
    );

    journey()(
      'a spotlight seen is no longer new on the next visit; a dismissed one stays gone',
      async ({ page }) => {
        const titles = SPOTLIGHTS[locale];
        const recorded = page.waitForResponse(/upsertSpotlightUserInteractions/);
        await page.goto(`/${locale}/mylocker`);
        const spotlights = page.getByRole('region', { name: t('locker.spotlights.title') });
        const unread = spotlights
          .getByRole('listitem')
          .filter({ has: page.getByRole('heading', { name: titles.unread }) });
        await unread.scrollIntoViewIfNeeded();
        await expect(unread.getByText(t('notification.new'), { exact: true })).toBeVisible();
        // Seeing it records it as read (spec 000 §7 upsertSpotlightUserInteractions).
        expect((await recorded).ok()).toBe(true);

        await page.reload();
        await expect(spotlights.getByRole('heading', { name: titles.unread })).toBeVisible();
        await expect(spotlights.getByText(t('notification.new'), { exact: true })).toHaveCount(0);

        await spotlights
          .getByRole('button', { name: t('locker.spotlights.dismissFor', { title: titles.read }) })
          .click();
        await expect(page.getByText(t('locker.spotlights.dismissed'))).toBeVisible();
        await expect(spotlights.getByRole('heading', { name: titles.read })).toHaveCount(0);
        await page.reload();
        await expect(spotlights.getByRole('heading', { name: titles.unread })).toBeVisible();
        await expect(spotlights.getByRole('heading', { name: titles.read })).toHaveCount(0);
      },
    );

    journey()(
      'space request statistics follow spaceCode: only the business space, then only the property space',
      async ({ page }) => {
        await page.goto(`/${locale}/mylocker?spaceCode=buss`);
        const statistics = page.getByRole('region', { name: t('locker.spaceRequests.title') });
        const spaceOf = (kind: 'business' | 'property') =>
          statistics.getByRole('region', {
            name: t('locker.spaceRequests.titleFor', {
              space: t(`locker.spaceRequests.kind.${kind}`),
            }),
          });
        const business = spaceOf('business');
        await expect(business.getByRole('term').first()).toHaveText(
          t('locker.spaceRequests.figure.total'),
        );
        await expect(business.getByRole('definition').first()).toHaveText(/^\d+$/);
        await expect(spaceOf('property')).toHaveCount(0);

        // The sandbox's property space (the closed tenancy and building-permit requests).
        await page.goto(`/${locale}/mylocker?spaceCode=prop`);
        await expect(spaceOf('property').getByRole('definition').first()).toHaveText(/^\d+$/);
        await expect(spaceOf('business')).toHaveCount(0);
      },
    );
  });
}
