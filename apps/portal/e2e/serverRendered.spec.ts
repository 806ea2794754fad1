import { PORTAL_LOCALES } from '@portal/core';
import { PORTAL_PAGES } from '../src/platform/pages/pageTable';
import { catalogueWordsOf } from './harness/catalogueWords';
import { expect, test } from './harness/test';

/** The service page's first sample (page table `service`): it starts online on the entity's site. */
const SERVICE_SAMPLE = PORTAL_PAGES.find((page) => page.id === 'service')!.samples[0];
const SERVICE_NAME = {
  en: 'Pay the fees of a vehicle registration',
  'ar-AE': 'دفع رسوم ملكية مركبة',
} as const;

/**
 * The pages a server draws (issue K): the home page, prerendered with its public CMS content, and a
 * search's results and a service's page (issue Q, S7.1), rendered when asked for. A person reads them before any script has run; here
 * no script runs at all.
 */
test.describe('pages drawn by the server, read without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page: header links, the announcement, the hero and the sections', async ({
    page,
  }) => {
    await page.goto('/en/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Talk to us' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Announcement' })).toContainText(
      'Public holiday service hours',
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('What are you looking for?');
    await expect(
      page.getByRole('heading', { name: 'Services that suit your needs' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Individuals', exact: true })).toHaveAttribute(
      'href',
      '/en/services/individual',
    );
    await expect(page.getByRole('heading', { name: 'Most popular' })).toBeVisible();
  });

  test('a search’s results: the count, the result links and the pages, in both languages', async ({
    page,
  }) => {
    await page.goto('/en/searchresults?q=licence');
    await expect(page.getByText(/^\d+ results for “licence”$/)).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: /licen[cs]e/i }).first()).toHaveAttribute(
      'href',
      /^\/en\/services\//,
    );
    await expect(page.getByRole('navigation', { name: 'Pages of results' })).toBeVisible();

    await page.goto('/ar-AE/searchresults?q=licence');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByText(/عن «licence»$/)).toBeVisible();
  });
});

/**
 * A service's page (S7.1), drawn by the server when asked for: indexable, so its head names the
 * page (title, description) and its addresses (canonical, the `hreflang` pair).
 */
test.describe('a service’s page drawn by the server, read without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const locale of PORTAL_LOCALES) {
    test(`in ${locale}: its name, its start and, in the head, its title, description and addresses`, async ({
      page,
    }) => {
      const t = catalogueWordsOf(locale, 'common', 'services');
      const name = SERVICE_NAME[locale];
      const address = `/${locale}${SERVICE_SAMPLE}`;
      const response = await page.goto(address);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
      await expect(
        page.getByRole('link', {
          name: `${t('service.start.online')} (${t('service.start.external')})`,
        }),
      ).toHaveAttribute('href', /^https:\/\/adp\.sandbox\.portal\.example\/apply\//);
      await expect(page).toHaveTitle(new RegExp(`^${name} – `));
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S/);

      // The server's own HTML (no script has run), as a crawler reads it.
      const html = await page.content();
      expect(html).toContain('<link rel="canonical"');
      const link = (selector: string) => page.locator(`head link${selector}`);
      await expect(link('[rel="canonical"]')).toHaveAttribute('href', /\/services\//);
      const canonical = await link('[rel="canonical"]').getAttribute('href');
      expect(new URL(canonical ?? '').pathname).toBe(address);
      for (const [hreflang, lang] of [
        ['en', 'en'],
        ['ar-AE', 'ar-AE'],
        ['x-default', 'en'],
      ] as const) {
        const href = await link(`[rel="alternate"][hreflang="${hreflang}"]`).getAttribute('href');
        expect(new URL(href ?? '').pathname, hreflang).toBe(`/${lang}${SERVICE_SAMPLE}`);
      }
    });
  }

  test('a service the catalogue does not have: the not-found state, with a 404', async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 404/, 'the catalogue has no service at this address');
    const t = catalogueWordsOf('en', 'common', 'services');
    const response = await page.goto('/en/services/adp/transport/no-such-service');
    expect(response?.status()).toBe(404);
    await expect(page.getByText(t('service.notFound'))).toBeVisible();
    await expect(page.locator('head link[rel="canonical"]')).toHaveCount(0);
  });
});

/**
 * The information pages and announcements (S7.4) and Talk to us (S7.5), drawn by the server when
 * asked for: their CMS HTML sanitised on the server, so the page a crawler or a reader without
 * JavaScript gets is the page itself, with its title, description and addresses in the head.
 */
test.describe('information pages drawn by the server, read without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  const FAQ = {
    en: {
      title: 'Frequently asked questions',
      question: 'Do I need UAE PASS to use the portal?',
      talk: 'talk to us',
    },
    'ar-AE': { title: 'الأسئلة الشائعة', question: undefined, talk: undefined },
  } as const;

  for (const locale of PORTAL_LOCALES) {
    test(`in ${locale}: the FAQ’s questions and answers, its links, and its head`, async ({
      page,
    }) => {
      const address = `/${locale}/faq`;
      const response = await page.goto(address);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(FAQ[locale].title);
      const main = page.getByRole('main');
      // The questions are the CMS's sections, each with its answer in sanitised HTML.
      expect(await main.getByRole('heading', { level: 2 }).count()).toBeGreaterThan(2);
      expect(await main.locator('[data-slot="safe-html"]').count()).toBeGreaterThan(2);
      const { question, talk } = FAQ[locale];
      if (question) await expect(main.getByRole('heading', { name: question })).toBeVisible();
      if (talk) {
        await expect(main.getByRole('link', { name: talk, exact: true })).toHaveAttribute(
          'href',
          /\/en\/talk-to-us$/,
        );
      }
      await expect(page).toHaveTitle(new RegExp(`^${FAQ[locale].title} – `));
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S/);
      const canonical = await page.locator('head link[rel="canonical"]').getAttribute('href');
      expect(new URL(canonical ?? '').pathname).toBe(address);
      const arabic = await page
        .locator('head link[rel="alternate"][hreflang="ar-AE"]')
        .getAttribute('href');
      expect(new URL(arabic ?? '').pathname).toBe('/ar-AE/faq');
    });
  }

  test('the announcement the top banner links to, and Talk to us with its form', async ({
    page,
  }) => {
    await page.goto('/en/announcements/public-holiday');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Holiday hours for Eid Al Etihad',
    );
    await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1);

    const t = catalogueWordsOf('en', 'services', 'forms');
    await page.goto('/en/talk-to-us');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Talk to us');
    await expect(page.getByRole('region', { name: 'Call us' })).toContainText('171');
    await expect(page.getByRole('button', { name: t('talkToUs.form.submit') })).toBeVisible();
  });

  test('an announcement the CMS does not have: the not-found state, with a 404', async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 404/, 'the CMS has no announcement at this address');
    const t = catalogueWordsOf('en', 'services');
    const response = await page.goto('/en/announcements/no-such-announcement');
    expect(response?.status()).toBe(404);
    await expect(page.getByText(t('information.notFound'))).toBeVisible();
    await expect(page.locator('head link[rel="canonical"]')).toHaveCount(0);
  });
});

/**
 * A prerendered page is read, and its links followed, before the app has started: here the app's
 * scripts never arrive. The page's inline head script still points the links that carry the
 * page's own address at it when they are used.
 */
test.describe('a prerendered page before the app has started', () => {
  test.beforeEach(async ({ page, consoleErrors }) => {
    consoleErrors.allow(/Failed to load resource|ERR_FAILED/, 'the journey holds the app back');
    await page.route('**/assets/*.js', (route) => route.abort());
  });

  test('sign-in comes back to the whole address, the query included', async ({ page }) => {
    await page.goto('/en/?utm_source=newsletter');
    const signIn = page.getByRole('banner').getByRole('link', { name: 'Sign in', exact: true });
    // The HTML was drawn at build time, for the path alone.
    await expect(signIn).toHaveAttribute('href', '/login?redirectUrl=%2Fen%2F');
    const followed = page.waitForRequest('**/login?**');
    await signIn.click();
    expect(new URL((await followed).url()).searchParams.get('redirectUrl')).toBe(
      '/en/?utm_source=newsletter',
    );
  });

  test('the language link keeps the query and the fragment', async ({ page }) => {
    await page.goto('/en/?utm_source=newsletter#services');
    await page.getByRole('link', { name: 'العربية' }).click();
    await expect(page).toHaveURL(/\/ar-AE\/\?utm_source=newsletter#services$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar-AE');
  });
});

/**
 * The content a page was prerendered with is what the app starts from; once the page has settled,
 * the app asks for it again and a newer answer replaces the build's in place (contentSnapshot.ts).
 */
test('a prerendered page takes newer content in place once it has settled', async ({ page }) => {
  let asked = 0;
  await page.route('**/pub/cms/customItemService', async (route) => {
    const body = route.request().postDataJSON() as { itemId?: string } | null;
    if (body?.itemId !== 'services-for-everyone') return route.continue();
    asked += 1;
    const response = await route.fetch();
    const text = (await response.text()).replaceAll('Pay traffic fines', 'Pay your fines');
    return route.fulfill({ response, body: text });
  });
  await page.goto('/en/');
  // Drawn at build time, and not asked for while the app starts: the newer words come after.
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Pay traffic fines' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Pay your fines' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Pay traffic fines' })).toHaveCount(0);
  expect(asked).toBe(1);
});
