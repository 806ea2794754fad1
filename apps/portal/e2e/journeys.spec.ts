import { expectNoAxeViolations } from './harness/axe';
import { catalogueWordsOf, escapeRegExp } from './harness/catalogueWords';
import { expect, journeyIn, test } from './harness/test';

/**
 * The sandbox's seeded journey jr-0001 (packages/sandbox/src/state/applications.ts, JOURNEY_STAGES,
 * and routes/applications.ts): its name and its stages in order. Stage 2 has the appointment with a
 * meeting link (apt-006), stage 3 the one without mandatory data (apt-007), stage 4 the one whose
 * meeting is on a site the app does not list (apt-008).
 */
const JOURNEY = {
  en: {
    name: 'Start a business',
    stages: ['Reserve a trade name', 'Get initial approval', 'Sign the lease', 'Issue the licence'],
  },
  'ar-AE': {
    name: 'تأسيس نشاط تجاري',
    stages: ['حجز اسم تجاري', 'الحصول على الموافقة المبدئية', 'توقيع عقد الإيجار', 'إصدار الرخصة'],
  },
} as const;

/** The sandbox's meeting host, the one the app trusts (src/platform/config/trustedOrigins.ts). */
const MEETING_ORIGIN = 'https://meet.sandbox.portal.example';

/**
 * The meeting link of apt-008 (packages/sandbox/src/state/appointments.ts, UNLISTED_MEETING_URL):
 * on a host the app's default meeting list does not hold, so it is shown with a warning (issue Q).
 */
const UNLISTED_MEETING = {
  url: 'https://video.dmt-sandbox.example/join/apt-008',
  host: 'video.dmt-sandbox.example',
};

/** dd MMMM yyyy hh:mm a (spec 000 §9): English months and AM/PM, or Arabic months and ص/م. */
const DATE_TIME = {
  en: /^\d{2} [A-Z][a-z]+ \d{4} \d{2}:\d{2} (AM|PM)$/,
  'ar-AE': /^\d{2} [\u0621-\u064A]+ \d{4} \d{2}:\d{2} (ص|م)$/,
} as const;

for (const locale of ['en', 'ar-AE'] as const) {
  const t = catalogueWordsOf(locale, 'common', 'locker', 'shell');
  const journey = journeyIn(locale);
  const seeded = JOURNEY[locale];

  test.describe(`journeys and appointments (${locale}, SCREENS.md S3.3, S3.4)`, () => {
    test.beforeEach(async ({ signIn }) => {
      // A shared 2-core runner: each journey waits on several sandbox answers.
      test.setTimeout(90_000);
      await signIn();
    });

    journey('every language')(
      'from the locker’s journeys to the stages in order, then an appointment with a safe meeting link',
      async ({ page }) => {
        await page.goto(`/${locale}/mylocker`);
        await page.getByRole('tab', { name: t('locker.applications.journeys') }).click();
        const open = page.getByRole('link', {
          name: `${t('journey.view')}: ${seeded.stages[0]}`,
        });
        await expect(open).toBeVisible();
        await expectNoAxeViolations(page, 'locker journeys tab');
        await open.click();
        await expect(page).toHaveURL(new RegExp(`/${locale}/mylocker/journeys/jr-0001$`));
        await expect(
          page.getByRole('heading', { level: 1, name: t('journey.title') }),
        ).toBeVisible();
        await expect(page.getByRole('heading', { level: 2, name: seeded.name })).toBeVisible();
        await expect(page.getByText(t('journey.stage', { current: 2, total: 4 }))).toBeVisible();

        const stages = page.getByRole('list', { name: t('journey.stages') });
        await expect(stages.getByRole('listitem')).toHaveCount(4);
        await expect(stages.getByRole('heading', { level: 3 })).toHaveText([...seeded.stages]);
        await expect(stages.getByRole('listitem').nth(1)).toHaveAttribute('aria-current', 'step');
        await expect(stages.getByText(t('journey.currentStage'))).toBeVisible();
        await expectNoAxeViolations(page, 'journey view');

        await stages
          .getByRole('link', { name: `${t('journey.viewAppointment')}: ${seeded.stages[1]}` })
          .click();
        await expect(page).toHaveURL(new RegExp(`/${locale}/mylocker/appointments/apt-006$`));
        await expect(
          page.getByRole('heading', { level: 1, name: t('appointment.title') }),
        ).toBeVisible();
        await expect(
          page.getByRole('definition').filter({ hasText: DATE_TIME[locale] }),
        ).toHaveCount(1);
        await expect(
          page.getByRole('term').filter({ hasText: t('appointment.channel') }),
        ).toBeVisible();
        const meeting = page.getByRole('link', {
          name: new RegExp(`^${escapeRegExp(t('appointment.joinMeeting'))}`),
        });
        await expect(meeting).toHaveAttribute('href', `${MEETING_ORIGIN}/apt-006`);
        await expect(meeting).toHaveAttribute('target', '_blank');
        await expect(meeting).toHaveAttribute('rel', /noopener/);
        await expect(page.getByText(t('appointment.missingDataTitle'))).toHaveCount(0);
        await expectNoAxeViolations(page, 'appointment with a meeting link');
      },
    );

    journey('every language')(
      'an appointment without its mandatory data warns, shows what is known and offers no link',
      async ({ page }) => {
        await page.goto(`/${locale}/mylocker/journeys/jr-0001`);
        await page
          .getByRole('link', { name: `${t('journey.viewAppointment')}: ${seeded.stages[2]}` })
          .click();
        await expect(page).toHaveURL(new RegExp(`/${locale}/mylocker/appointments/apt-007$`));
        await expect(page.getByText(t('appointment.missingDataTitle'))).toBeVisible();
        await expect(page.getByText(t('appointment.error.mandatoryDataMissing'))).toBeVisible();
        await expect(
          page.getByRole('definition').filter({ hasText: DATE_TIME[locale] }),
        ).toHaveCount(1);
        await expect(
          page.getByRole('link', {
            name: new RegExp(`^${escapeRegExp(t('appointment.joinMeeting'))}`),
          }),
        ).toHaveCount(0);
        await expectNoAxeViolations(page, 'appointment without mandatory data');
        // The breadcrumbs lead back to My locker.
        await page
          .getByRole('navigation', { name: t('shell.breadcrumbs') })
          .getByRole('link', { name: t('header.myLocker'), exact: true })
          .click();
        await expect(page).toHaveURL(new RegExp(`/${locale}/mylocker$`));
      },
    );

    journey('every language')(
      'an appointment on a meeting site the portal does not list warns, names the site and links out in a new tab',
      async ({ page }) => {
        await page.goto(`/${locale}/mylocker`);
        await page.getByRole('tab', { name: t('locker.applications.journeys') }).click();
        await page.getByRole('link', { name: `${t('journey.view')}: ${seeded.stages[0]}` }).click();
        await expect(page).toHaveURL(new RegExp(`/${locale}/mylocker/journeys/jr-0001$`));
        await page
          .getByRole('list', { name: t('journey.stages') })
          .getByRole('link', { name: `${t('journey.viewAppointment')}: ${seeded.stages[3]}` })
          .click();
        await expect(page).toHaveURL(new RegExp(`/${locale}/mylocker/appointments/apt-008$`));
        await expect(
          page.getByRole('heading', { level: 1, name: t('appointment.title') }),
        ).toBeVisible();
        await expect(page.getByText(t('appointment.unlistedMeetingTitle'))).toBeVisible();
        await expect(
          page.getByText(t('appointment.unlistedMeetingHost', { host: UNLISTED_MEETING.host })),
        ).toBeVisible();
        await expect(page.getByText(t('appointment.missingDataTitle'))).toHaveCount(0);
        await expect(
          page.getByRole('definition').filter({ hasText: DATE_TIME[locale] }),
        ).toHaveCount(1);
        // The link says, in its name, that it opens outside the portal in a new tab.
        const meeting = page.getByRole('link', {
          name: `${t('appointment.joinMeeting')} (${t('appointment.opensInNewTab')})`,
        });
        await expect(meeting).toBeVisible();
        await expect(meeting).toHaveAttribute('href', UNLISTED_MEETING.url);
        await expect(meeting).toHaveAttribute('target', '_blank');
        await expect(meeting).toHaveAttribute('rel', /\bnoopener\b/);
        await expectNoAxeViolations(page, 'appointment on an unlisted meeting site');
      },
    );
  });
}
