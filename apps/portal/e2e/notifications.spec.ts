import { notificationBellLabel } from '@portal/core';
import { expectNoAxeViolations } from './harness/axe';
import { catalogueWordsOf, escapeRegExp } from './harness/catalogueWords';
import { expect, journeyIn, test } from './harness/test';
import { seededUnreadCount } from './harness/unreadCount';

/** The view-all link of the bell panel (core's shell catalogue, header.notifications.viewAll). */
const VIEW_ALL = { en: 'View all notifications', 'ar-AE': 'عرض جميع الإشعارات' } as const;

/** The seeded external notification (packages/sandbox/src/state/notifications.ts). */
const VACCINATION = { en: 'Book your vaccination', 'ar-AE': 'احجز موعد التطعيم' } as const;

for (const locale of ['en', 'ar-AE'] as const) {
  const t = catalogueWordsOf(locale, 'locker');
  const journey = journeyIn(locale);

  test.describe(`notifications (${locale}, SCREENS.md S3.6)`, () => {
    test.beforeEach(async ({ signIn }) => {
      await signIn();
    });

    journey('every language')(
      'a notification that leads to another site opens it in a new tab, and says so (issue Q)',
      async ({ page }) => {
        await page.goto(`/${locale}/mylocker/notifications`);
        await expect(
          page.getByRole('heading', { level: 1, name: t('notification.title') }),
        ).toBeVisible();
        const booking = page.getByRole('link', {
          name: `${VACCINATION[locale]} (${t('appointment.opensInNewTab')})`,
        });
        await expect(booking).toHaveAttribute(
          'href',
          `https://doh.sandbox.portal.example/${locale === 'en' ? 'en' : 'ar'}/vaccination/book`,
        );
        await expect(booking).toHaveAttribute('target', '_blank');
        await expect(booking).toHaveAttribute('rel', 'noopener noreferrer');
      },
    );

    journey('every language')(
      'from the bell to every notification: grouped by type, marking one read lowers the bell at once',
      async ({ page }) => {
        const unread = await seededUnreadCount();
        await page.goto(`/${locale}/`);
        await page.getByRole('button', { name: notificationBellLabel(locale, unread) }).click();
        await page.getByRole('link', { name: VIEW_ALL[locale] }).click();
        await expect(page).toHaveURL(new RegExp(`/${locale}/mylocker/notifications$`));
        await expect(
          page.getByRole('heading', { level: 1, name: t('notification.title') }),
        ).toBeVisible();
        await expect(
          page.getByRole('heading', { level: 2, name: t('notification.type.payment') }),
        ).toBeVisible();
        await expectNoAxeViolations(page, 'notifications page');

        const mark = page.getByRole('button', {
          name: new RegExp(`^${escapeRegExp(t('notification.markAsRead'))}: `),
        });
        const before = await mark.count();
        expect(before).toBeGreaterThan(0);
        await mark.first().click();
        await expect(page.getByText(t('notification.marked'))).toBeVisible();
        await expect(mark).toHaveCount(before - 1);
        // The bell follows without waiting for its 15-second round.
        await expect(
          page.getByRole('button', { name: notificationBellLabel(locale, unread - 1) }),
        ).toBeVisible({ timeout: 5_000 });
      },
    );

    journey()(
      'the second page, and an application notification opens My locker',
      async ({ page }) => {
        await page.goto(`/${locale}/mylocker/notifications`);
        const pages = page.getByRole('navigation', { name: t('notification.pagination.label') });
        await pages.getByRole('button', { name: t('locker.pagination.page', { page: 2 }) }).click();
        await expect(
          pages.getByRole('button', { name: t('locker.pagination.page', { page: 2 }) }),
        ).toHaveAttribute('aria-current', 'page');
        await expect(page.getByRole('listitem').first()).toBeVisible();
        await pages.getByRole('button', { name: t('locker.pagination.page', { page: 1 }) }).click();
        const applications = page.getByRole('region', {
          name: t('notification.type.application'),
        });
        await applications.getByRole('link').first().click();
        await expect(page).toHaveURL(new RegExp(`/${locale}/mylocker$`));
        await expect(
          page.getByRole('heading', { level: 1, name: t('locker.title') }),
        ).toBeVisible();
      },
    );
    journey('every language')(
      'every notification type leads where spec 000 §2 says, and the autopay one opens its page',
      async ({ page }) => {
        // Where each seeded type leads: the locker, the payments list on its transaction, the
        // documents, a case by its CaseID, the autopay page (the spec writes it without a language;
        // the app adds the page's), and an external service page checked by safeUrl.
        const expected: Record<string, RegExp> = {
          application: new RegExp(`^/${locale}/mylocker$`),
          payment: new RegExp(
            `^/${locale}/mylocker/payments/list\\?txncode=TXN-SBX-(000042|SEED-002)$`,
          ),
          document: new RegExp(`^/${locale}/mylocker/MyDocuments$`),
          documentAuth: new RegExp(`^/${locale}/mylocker/MyDocuments$`),
          case: new RegExp(`^/${locale}/mylocker/SupportCenter/Details/CAS-(48134|48162)$`),
          support: new RegExp(`^/${locale}/mylocker/SupportCenter/Details/CAS-(48120|48148)$`),
          recurringPayment: /\/my-utilities\/manage-autopay$/,
        };
        const found = new Map<string, string[]>();
        await page.goto(`/${locale}/mylocker/notifications`);
        const pages = page.getByRole('navigation', { name: t('notification.pagination.label') });
        const groups = page.getByRole('main').getByRole('heading', { level: 2 });
        const collect = async () => {
          // The page's groups (h2, one per type) are drawn once its notifications have arrived.
          await expect(groups.first()).toBeVisible();
          for (const type of Object.keys(expected)) {
            const region = page.getByRole('region', { name: t(`notification.type.${type}`) });
            for (const link of await region.getByRole('link').all()) {
              const href = (await link.getAttribute('href')) ?? '';
              found.set(type, [...(found.get(type) ?? []), href]);
            }
          }
        };
        await collect();
        // The seeded notifications fill two pages; the second is offered once it has arrived.
        const second = pages.getByRole('button', {
          name: t('locker.pagination.page', { page: 2 }),
        });
        await second.click();
        await expect(second).toHaveAttribute('aria-current', 'page');
        await collect();
        for (const [type, destination] of Object.entries(expected)) {
          const hrefs = found.get(type) ?? [];
          expect(hrefs.length, `a ${type} notification with a link`).toBeGreaterThan(0);
          for (const href of hrefs) expect(href, type).toMatch(destination);
        }

        // Follow one: the autopay notification opens the autopay page in the page's language.
        const autopay = page.getByRole('region', {
          name: t('notification.type.recurringPayment'),
        });
        await autopay.getByRole('link').first().click();
        await expect(page).toHaveURL(new RegExp(`/${locale}/my-utilities/manage-autopay$`));
      },
    );
  });
}
