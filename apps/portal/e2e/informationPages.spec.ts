import { PORTAL_LOCALES } from '@portal/core';
import type { Page } from '@playwright/test';
import { catalogueWordsOf } from './harness/catalogueWords';
import { pageIsLive } from './harness/pageIsLive';
import { expect, test } from './harness/test';

/**
 * Issue Q's information pages (SCREENS.md S7.4), in each language: from the home page a person
 * follows the footer's links, the emergency numbers' "view all" and the top banner's holiday hours,
 * and reads the sandbox's CMS page (its h1, date and sections). An address that is no information
 * page is the 404 page; an announcement the CMS does not have is the page's not-found state.
 */
type Words = Readonly<Record<(typeof PORTAL_LOCALES)[number], string>>;

/** A link of the footer, the page it leads to and that page's title (the sandbox's CMS). */
const FOOTER_LINKS: readonly { link: Words; path: string; title: Words }[] = [
  {
    link: { en: 'About the portal', 'ar-AE': 'عن البوابة' },
    path: 'about',
    title: { en: 'About the portal', 'ar-AE': 'عن البوابة' },
  },
  {
    link: { en: 'Accessibility', 'ar-AE': 'إمكانية الوصول' },
    path: 'accessibility',
    title: { en: 'Accessibility statement', 'ar-AE': 'بيان إمكانية الوصول' },
  },
  {
    link: { en: 'Talk to us', 'ar-AE': 'تواصل معنا' },
    path: 'talk-to-us',
    title: { en: 'Talk to us', 'ar-AE': 'تواصل معنا' },
  },
  {
    link: { en: 'Frequently asked questions', 'ar-AE': 'الأسئلة الشائعة' },
    path: 'faq',
    title: { en: 'Frequently asked questions', 'ar-AE': 'الأسئلة الشائعة' },
  },
  {
    link: { en: 'Privacy policy', 'ar-AE': 'سياسة الخصوصية' },
    path: 'privacy',
    title: { en: 'Privacy policy', 'ar-AE': 'سياسة الخصوصية' },
  },
  {
    link: { en: 'Terms of use', 'ar-AE': 'شروط الاستخدام' },
    path: 'terms',
    title: { en: 'Terms of use', 'ar-AE': 'شروط الاستخدام' },
  },
];

for (const locale of PORTAL_LOCALES) {
  const t = catalogueWordsOf(locale, 'common', 'shell', 'services');

  /** The home page with its footer's CMS content in (the footer arrives after the page). */
  async function homeFooter(page: Page) {
    await page.goto(`/${locale}/`);
    await pageIsLive(page);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('navigation', { name: t('footer.navigation') })).toBeVisible({
      timeout: 20_000,
    });
    return footer;
  }

  /** The information page is open: its address, h1, document title, date and a section. */
  async function expectInformationPage(page: Page, path: string, title: string) {
    await expect(page).toHaveURL(new RegExp(`/${locale}/${path}$`));
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(title, { timeout: 20_000 });
    await expect(page).toHaveTitle(new RegExp(`^${title} – `));
    await expect(main.getByText(t('information.lastUpdated'), { exact: false })).toBeVisible();
    await expect(main.locator('time[datetime]')).toHaveAttribute('datetime', /^2026-\d{2}-\d{2}$/);
    await expect(main.getByRole('heading', { level: 2 }).first()).toBeVisible();
    const trail = page.getByRole('navigation', { name: t('shell.breadcrumbs') });
    await expect(
      trail.getByRole('link', { name: t('information.breadcrumbs.home') }),
    ).toHaveAttribute('href', `/${locale}/`);
  }

  test.describe(`the information pages in ${locale} (SCREENS.md S7.4)`, () => {
    // The footer and the page's CMS read arrive after the page: seconds on a loaded runner.
    test.describe.configure({ timeout: 90_000 });

    for (const { link, path, title } of FOOTER_LINKS) {
      test(`the footer's "${link[locale]}" opens ${path}`, async ({ page }) => {
        const footer = await homeFooter(page);
        await footer.getByRole('link', { name: link[locale], exact: true }).last().click();
        await expectInformationPage(page, path, title[locale]);
      });
    }

    test('the emergency numbers’ "view all" opens every number', async ({ page }) => {
      const footer = await homeFooter(page);
      await footer.getByRole('link', { name: t('footer.viewAllEmergencyNumbers') }).click();
      await expectInformationPage(
        page,
        'emergency-numbers',
        locale === 'en' ? 'Emergency numbers' : 'أرقام الطوارئ',
      );
      // Each number can be called from a phone: SafeHtml keeps the CMS's tel: links.
      await expect(
        page.getByRole('main').getByRole('link', { name: '999', exact: true }).first(),
      ).toHaveAttribute('href', 'tel:999');
    });

    test('the top banner’s holiday hours open the announcement', async ({ page }) => {
      await page.goto(`/${locale}/`);
      await pageIsLive(page);
      await page
        .getByRole('link', { name: locale === 'en' ? 'Holiday hours' : 'مواعيد العطلة' })
        .first()
        .click({ timeout: 20_000 });
      await expectInformationPage(
        page,
        'announcements/public-holiday',
        locale === 'en' ? 'Holiday hours for Eid Al Etihad' : 'مواعيد العمل في عطلة عيد الاتحاد',
      );
    });

    test('an unknown announcement is the not-found state, with a way home', async ({
      page,
      consoleErrors,
    }) => {
      consoleErrors.allow(/status of 404/, 'the CMS has no announcement at this address');
      await page.goto(`/${locale}/announcements/no-such`);
      await pageIsLive(page);
      const main = page.getByRole('main');
      await expect(main.getByText(t('information.notFound'))).toBeVisible({ timeout: 20_000 });
      await expect(main.getByRole('heading', { level: 1 })).toHaveCount(0);
      await main.getByRole('link', { name: t('information.goHome') }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/$`));
    });
  });
}

test.describe('an address that is no information page (S7.4)', () => {
  test('is the 404 page, answered 404 by the server', async ({ page, request, consoleErrors }) => {
    consoleErrors.allow(
      /status of 404 .*\/en\/no-such-page\)$/,
      'the server answers the unknown address itself with 404, and the browser logs it',
    );
    const html = { accept: 'text/html' };
    expect((await request.get('/en/no-such-page', { headers: html })).status()).toBe(404);
    expect((await request.get('/ar-AE/about', { headers: html })).status()).toBe(200);
    await page.goto('/en/no-such-page');
    await expect(page).toHaveURL(/\/en\/404$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });
});
