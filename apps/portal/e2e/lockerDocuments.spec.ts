import { expectNoAxeViolations } from './harness/axe';
import { catalogueWordsOf } from './harness/catalogueWords';
import { expect, journeyIn, test } from './harness/test';

/** The sandbox's seeded words the journeys look for, in each language (packages/sandbox/src/state). */
const SEEDED = {
  en: {
    emiratesId: 'Emirates ID',
    drivingLicence: 'Driving licence',
    vehicleRegistration: 'Vehicle registration',
    familyBook: 'Family book',
    documentNotification: 'Your vehicle registration expires soon',
    caseNotification: 'Your support case was updated',
    supportNotification: 'We received your support request',
  },
  'ar-AE': {
    emiratesId: 'الهوية الإماراتية',
    drivingLicence: 'رخصة القيادة',
    vehicleRegistration: 'ملكية المركبة',
    familyBook: 'خلاصة القيد',
    documentNotification: 'تنتهي ملكية مركبتك قريبًا',
    caseNotification: 'تم تحديث حالة طلب الدعم الخاص بك',
    supportNotification: 'استلمنا طلب الدعم الخاص بك',
  },
} as const;

for (const locale of ['en', 'ar-AE'] as const) {
  const t = catalogueWordsOf(locale, 'locker', 'common', 'shell');
  const seeded = SEEDED[locale];
  const journey = journeyIn(locale);

  test.describe(`documents and support centre (${locale}, SCREENS.md S3.8, S3.9)`, () => {
    test.beforeEach(async ({ signIn }) => {
      await signIn();
    });

    journey()(
      'from My locker to My documents: months soonest first, expired in words, a document’s detail',
      async ({ page }) => {
        await page.goto(`/${locale}/mylocker`);
        await page
          .getByRole('navigation', { name: t('locker.areas') })
          .getByRole('link', { name: t('document.title') })
          .click();
        await expect(page).toHaveURL(new RegExp(`/${locale}/mylocker/MyDocuments$`));
        await expect(
          page.getByRole('heading', { level: 1, name: t('document.title') }),
        ).toBeVisible();

        // One region per month, in calendar order: the long-expired Emirates ID first, then the
        // driving licence that expired 45 days ago, then those still to come; no expiry last.
        const months = page.getByRole('main').getByRole('region');
        await expect(months.first()).toContainText(seeded.emiratesId);
        await expect(months.first()).toContainText(t('document.expired'));
        await expect(months.last()).toContainText(seeded.familyBook);
        await expect(months.last().getByRole('heading', { level: 2 })).toHaveText(
          t('document.noExpiryGroup'),
        );
        const titles = await page
          .getByRole('main')
          .getByRole('heading', { level: 3 })
          .allTextContents();
        expect(titles.indexOf(seeded.drivingLicence)).toBeLessThan(
          titles.indexOf(seeded.vehicleRegistration),
        );
        expect(titles.at(-1)).toBe(seeded.familyBook);
        const licence = page.getByRole('listitem').filter({ hasText: seeded.drivingLicence });
        await expect(licence.getByText(t('document.expired'), { exact: true })).toBeVisible();
        await expectNoAxeViolations(page, 'documents page');

        await licence.getByRole('link', { name: seeded.drivingLicence }).click();
        await expect(page).toHaveURL(
          new RegExp(`/${locale}/mylocker/MyDocuments/details/moi/doc-type-2/DOC-9013$`),
        );
        await expect(
          page.getByRole('heading', { level: 1, name: seeded.drivingLicence }),
        ).toBeVisible();
        await expect(page.getByText(t('document.expired'), { exact: true })).toBeVisible();
        await expect(page.getByText('DOC-9013', { exact: true })).toBeVisible();
        await expectNoAxeViolations(page, 'document detail');
        // The breadcrumbs pass through My documents.
        await page
          .getByRole('navigation', { name: t('shell.breadcrumbs') })
          .getByRole('link', { name: t('document.title') })
          .click();
        await expect(page).toHaveURL(new RegExp(`/${locale}/mylocker/MyDocuments$`));
      },
    );

    journey()(
      'the support centre lists cases with their status labels; a case opens by its CaseID',
      async ({ page }) => {
        await page.goto(`/${locale}/mylocker`);
        await page
          .getByRole('navigation', { name: t('locker.areas') })
          .getByRole('link', { name: t('supportCase.title') })
          .click();
        await expect(page).toHaveURL(new RegExp(`/${locale}/mylocker/SupportCenter$`));
        await expect(
          page.getByRole('heading', { level: 1, name: t('supportCase.title') }),
        ).toBeVisible();
        for (const status of [
          'requestReceived',
          'underReview',
          'inProgress',
          'requestResolved',
          'requestClosed',
        ])
          await expect(
            page.getByText(t(`supportCase.status.${status}`), { exact: true }),
          ).toBeVisible();
        await expect(
          page.getByText(t('supportCase.status.requestForInformation'), { exact: true }),
        ).toHaveCount(2);
        await expectNoAxeViolations(page, 'support centre');

        const inProgress = page
          .getByRole('listitem')
          .filter({ hasText: t('supportCase.caseNumber', { caseId: 'CAS-48141' }) });
        await inProgress.getByRole('link').click();
        await expect(page).toHaveURL(
          new RegExp(`/${locale}/mylocker/SupportCenter/Details/CAS-48141$`),
        );
        await expect(
          page.getByRole('heading', {
            level: 1,
            name: t('supportCase.detailTitle', { caseId: 'CAS-48141' }),
          }),
        ).toBeVisible();
        await expect(
          page.getByText(t('supportCase.status.inProgress'), { exact: true }),
        ).toBeVisible();
        await expectNoAxeViolations(page, 'support case');
      },
    );

    journey()(
      'document, case and support notifications open My documents and their cases',
      async ({ page }) => {
        await page.goto(`/${locale}/mylocker/notifications`);
        await page.getByRole('link', { name: seeded.documentNotification }).click();
        await expect(page).toHaveURL(new RegExp(`/${locale}/mylocker/MyDocuments$`));
        await expect(page.getByRole('link', { name: seeded.emiratesId })).toBeVisible();

        await page.goto(`/${locale}/mylocker/notifications`);
        await page.getByRole('link', { name: seeded.caseNotification }).click();
        await expect(page).toHaveURL(
          new RegExp(`/${locale}/mylocker/SupportCenter/Details/CAS-48134$`),
        );
        await expect(
          page.getByText(t('supportCase.status.requestForInformation'), { exact: true }),
        ).toBeVisible();

        await page.goto(`/${locale}/mylocker/notifications`);
        await page.getByRole('link', { name: seeded.supportNotification }).click();
        await expect(page).toHaveURL(
          new RegExp(`/${locale}/mylocker/SupportCenter/Details/CAS-48120$`),
        );
        await expect(
          page.getByText(t('supportCase.status.requestReceived'), { exact: true }),
        ).toBeVisible();
      },
    );

    journey()(
      'a document or case the user does not have reads as not found, with the way back',
      async ({ page }) => {
        await page.goto(`/${locale}/mylocker/MyDocuments/details/moi/doc-type-1/DOC-0000`);
        await expect(page.getByText(t('document.notFound'))).toBeVisible();
        await page.getByRole('link', { name: t('document.backToDocuments') }).click();
        await expect(page).toHaveURL(new RegExp(`/${locale}/mylocker/MyDocuments$`));

        await page.goto(`/${locale}/mylocker/SupportCenter/Details/CAS-00000`);
        await expect(page.getByText(t('supportCase.notFound'))).toBeVisible();
        await page.getByRole('link', { name: t('supportCase.backToSupport') }).click();
        await expect(page).toHaveURL(new RegExp(`/${locale}/mylocker/SupportCenter$`));
      },
    );
  });
}
