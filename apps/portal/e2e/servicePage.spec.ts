import { PORTAL_LOCALES } from '@portal/core';
import type { Page } from '@playwright/test';
import { catalogueWordsOf } from './harness/catalogueWords';
import { pageIsLive } from './harness/pageIsLive';
import { expect, test } from './harness/test';

/**
 * Issue Q's service page (SCREENS.md S7.1), in each language: search → a result → the service's
 * page → its start. The sandbox's catalogue (seed 1) has one service of each start kind.
 */
const SERVICES = {
  online: {
    path: 'services/adp/transport/pay-the-fees-of-a-vehicle-registration',
    name: { en: 'Pay the fees of a vehicle registration', 'ar-AE': 'دفع رسوم ملكية مركبة' },
    site: 'https://adp.sandbox.portal.example/',
  },
  app: {
    path: 'services/adp/transport/pay-the-fees-of-a-traffic-fine',
    name: { en: 'Pay the fees of a traffic fine', 'ar-AE': 'دفع رسوم مخالفة مرورية' },
  },
  signIn: {
    path: 'services/dmt/environment/renew-a-pet-licence',
    name: { en: 'Renew a pet licence', 'ar-AE': 'تجديد رخصة حيوان أليف' },
    site: 'https://dmt.sandbox.portal.example/',
  },
} as const;

/**
 * A page drawn by the server names its own address in its head (canonical, hreflang); once the reader
 * moves on inside the app the app takes them out: a canonical link, if any, names the page shown.
 */
async function expectNoStaleCanonical(page: Page) {
  const canonical = page.locator('head link[rel="canonical"]');
  await expect
    .poll(async () =>
      (await canonical.count()) === 0
        ? new URL(page.url()).pathname
        : new URL((await canonical.getAttribute('href')) ?? '').pathname,
    )
    .toBe(new URL(page.url()).pathname);
}

for (const locale of PORTAL_LOCALES) {
  const t = catalogueWordsOf(locale, 'common', 'shell', 'home', 'services');
  const startOnline = `${t('service.start.online')} (${t('service.start.external')})`;

  /** Searches for the service by name from the results page and opens it from the results. */
  async function openFromSearch(page: Page, service: keyof typeof SERVICES) {
    const { name, path } = SERVICES[service];
    await page.goto(`/${locale}/searchresults?q=${encodeURIComponent(name[locale])}`);
    await pageIsLive(page);
    const result = page.getByRole('main').getByRole('link', { name: name[locale], exact: true });
    await result.first().click({ timeout: 20_000 });
    await expect(page).toHaveURL(new RegExp(`/${locale}/${path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name[locale], {
      timeout: 20_000,
    });
  }

  test.describe(`the service page in ${locale} (SCREENS.md S7.1)`, () => {
    test.describe.configure({ timeout: 90_000 });

    test('search → a result → its page: title, breadcrumbs, details, and a start link that says it leaves the portal', async ({
      page,
    }) => {
      await openFromSearch(page, 'online');
      await expectNoStaleCanonical(page);
      const { name, site } = SERVICES.online;
      await expect(page).toHaveTitle(new RegExp(`^${name[locale]} – `));
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        new RegExp(`^${name[locale]}`),
      );
      const trail = page.getByRole('navigation', { name: t('shell.breadcrumbs') });
      await expect(trail.getByRole('link', { name: t('service.breadcrumbs.home') })).toBeVisible();
      await expect(
        trail.getByRole('link', { name: t('service.breadcrumbs.services') }),
      ).toHaveAttribute('href', `/${locale}/services/individual`);
      for (const part of ['requirements', 'documents', 'fees', 'steps', 'channels', 'related'])
        await expect(page.getByRole('region', { name: t(`service.${part}`) })).toBeVisible();

      const start = page.getByRole('link', { name: startOnline });
      await expect(start).toHaveAttribute('href', new RegExp(`^${site}apply/`));
      await expect(start).toHaveAttribute('target', '_blank');

      // A related service is another service page of the portal.
      const related = page
        .getByRole('region', { name: t('service.related') })
        .getByRole('link')
        .first();
      const relatedName = (await related.textContent()) ?? '';
      await related.click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(relatedName);
      await expectNoStaleCanonical(page);
      await expect(page).toHaveURL(new RegExp(`/${locale}/services/[\\w-]+/transport/[\\w-]+$`));
    });

    test('an app-only service opens the download-app popup', async ({ page }) => {
      await openFromSearch(page, 'app');
      await expect(page.getByText(t('service.start.appNote'))).toBeVisible();
      await expect(page.getByRole('link', { name: startOnline })).toHaveCount(0);
      const open = page.getByRole('button', { name: t('service.start.app') });
      await open.click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expect(
        dialog.getByRole('link', {
          name: new RegExp(`^${t('miniApp.storeBadge', { store: '' })}`),
        }),
      ).toHaveCount(3);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(open).toBeFocused();
    });

    test('a sign-in-only service: a visitor signs in first and comes back to start it', async ({
      page,
    }) => {
      await openFromSearch(page, 'signIn');
      const { path, site } = SERVICES.signIn;
      await expect(page.getByText(t('service.start.signInNote'))).toBeVisible();
      await expect(page.getByRole('link', { name: startOnline })).toHaveCount(0);
      await page.getByRole('link', { name: t('service.start.signIn') }).click();
      await expect(
        page.getByRole('heading', {
          name: /^(Sign in to the sandbox|تسجيل الدخول إلى البيئة التجريبية)$/,
        }),
      ).toBeVisible();
      await page.getByRole('button', { name: /^(Sign in|تسجيل الدخول)$/ }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/${path}$`));
      await expect(page.getByRole('link', { name: startOnline })).toHaveAttribute(
        'href',
        new RegExp(`^${site}apply/`),
      );
      await expect(page.getByRole('link', { name: t('service.start.signIn') })).toHaveCount(0);
    });

    test('an address with no service is the not-found state with a way to all services', async ({
      page,
      consoleErrors,
    }) => {
      consoleErrors.allow(/status of 404/, 'the catalogue has no service at this address');
      await page.goto(`/${locale}/services/none/none/none`);
      await expect(page.getByText(t('service.notFound'))).toBeVisible({ timeout: 20_000 });
      await page.getByRole('link', { name: t('service.browseAll') }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/services/individual$`));
    });
  });
}
