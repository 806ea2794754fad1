import { PORTAL_LOCALES, type AnalyticsRecord, type PortalLocale } from '@portal/core';
import { ANALYTICS_EVENTS_PATH, DEMO_USER } from '@portal/sandbox';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { catalogueWordsOf, type CatalogueWords } from './harness/catalogueWords';
import { pageIsLive } from './harness/pageIsLive';
import { expect, journeyIn, test } from './harness/test';

/**
 * Analytics that arrive (issue R; spec 001 §7, spec 000 §4): each interaction the specs name sends
 * its event once, read back from the sandbox's sink (`GET /__sandbox/analytics/events`, this
 * browser's session), nothing is sent before the cookie notice's yes, and no personal value of the
 * signed-in person or of the page's address reaches any event.
 */

/** The sandbox CMS's words the footer shows (its content, not the app's catalogues). */
const CMS_WORDS: Record<PortalLocale, { textSize: string; colourTheme: string; apps: string }> = {
  en: { textSize: 'Text size', colourTheme: 'Colour theme', apps: 'Get the app' },
  'ar-AE': { textSize: 'حجم الخط', colourTheme: 'ألوان العرض', apps: 'حمّل التطبيق' },
};
const SIGN_IN_BANNER_LINK: Record<PortalLocale, string> = {
  en: 'Sign in with UAE PASS',
  'ar-AE': 'تسجيل الدخول بالهوية الرقمية',
};

/** Every personal value of the demo person, in both languages. */
const PERSONAL_VALUES = [
  DEMO_USER.nationalId,
  DEMO_USER.uniqueId,
  DEMO_USER.email,
  DEMO_USER.mobile,
  DEMO_USER.mobile.replace('+971', '0'),
  DEMO_USER.fullName.en,
  DEMO_USER.fullName.ar,
  DEMO_USER.firstName.en,
  DEMO_USER.firstName.ar,
];

async function recorded(page: Page): Promise<AnalyticsRecord[]> {
  const answer = await page.request.get(ANALYTICS_EVENTS_PATH);
  expect(answer.status(), 'the sandbox sink answers').toBe(200);
  return ((await answer.json()) as { data: { events: AnalyticsRecord[] } }).data.events;
}

/** The events recorded so far, once there are at least `count`. */
async function eventsOnceThere(page: Page, count: number): Promise<AnalyticsRecord[]> {
  await expect.poll(async () => (await recorded(page)).length).toBeGreaterThanOrEqual(count);
  return recorded(page);
}

/** No personal value, and no query string or fragment, in anything recorded. */
function expectNothingPersonal(records: readonly AnalyticsRecord[]): void {
  const sent = JSON.stringify(records);
  for (const value of PERSONAL_VALUES) {
    expect(sent, `"${value}" in a recorded event`).not.toContain(value);
    expect(sent).not.toContain(encodeURIComponent(value));
  }
  for (const record of records) {
    expect(record.page).not.toMatch(/[?#]/);
    if ('link' in record.event) expect(record.event.link).not.toMatch(/[?#]/);
  }
}

async function acceptCookies(page: Page, t: CatalogueWords): Promise<void> {
  const notice = page.getByRole('region', { name: t('cookieNotice.title') });
  await notice.getByRole('button', { name: t('cookieNotice.accept') }).click();
  await expect(notice).toHaveCount(0);
}

async function loadedFooter(page: Page, t: CatalogueWords): Promise<Locator> {
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('navigation', { name: t('footer.navigation') })).toBeVisible({
    timeout: 20_000,
  });
  return footer;
}

/** Other sites' pages the footer opens in a new tab answer a blank page, and the tab is closed. */
async function answerOtherSites(context: BrowserContext): Promise<void> {
  await context.route(
    /^https:\/\/(apps\.apple\.com|play\.google\.com|x\.com|www\.instagram\.com)\//,
    (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Elsewhere</title>' }),
  );
}

async function followInNewTab(page: Page, link: Locator): Promise<void> {
  const opened = page.waitForEvent('popup');
  await link.click();
  await (await opened).close();
}

for (const locale of PORTAL_LOCALES) {
  const t = catalogueWordsOf(locale, 'common', 'shell', 'home');
  const journey = journeyIn(locale);
  const cms = CMS_WORDS[locale];

  test.describe(`analytics that arrive in ${locale} (spec 001 §7, spec 000 §4)`, () => {
    journey('every language')(
      'footer: nothing before the cookie notice’s yes, then text size, colour and every footer area, once each',
      async ({ page, context, consoleErrors }) => {
        // A page whose address carries the person's phone and identity number.
        await page.goto(
          `/${locale}/searchresults?q=${encodeURIComponent(DEMO_USER.mobile)}&id=${DEMO_USER.nationalId}`,
        );
        const footer = await loadedFooter(page, t);
        const sizes = footer.getByRole('group', { name: cms.textSize });
        const themes = footer.getByRole('group', { name: cms.colourTheme });

        // Before the yes: the controls work, and nothing is sent or kept to send later.
        await sizes.getByRole('button', { name: t('footer.textSize.increase') }).click();
        await expect(page.locator('html')).toHaveAttribute('style', /font-size: 115%/);
        await themes.getByRole('button', { name: t('footer.colorTheme.dark') }).click();
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

        await acceptCookies(page, t);
        await sizes.getByRole('button', { name: t('footer.textSize.increase') }).click();
        await expect(page.locator('html')).toHaveAttribute('style', /font-size: 130%/);
        await themes.getByRole('button', { name: t('footer.colorTheme.light') }).click();
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
        // Only these two: the changes before the yes never arrive (the batches keep their order).
        const controls = await eventsOnceThere(page, 2);
        expect(controls.map((record) => record.event)).toEqual([
          { name: 'fontSize', size: 130 },
          { name: 'colorTheme', scheme: 'light' },
        ]);
        expect(controls[0]).toMatchObject({ page: `/${locale}/searchresults`, lang: locale });

        // Every area of the footer: an emergency number, the apps, the social sites (new tabs).
        await answerOtherSites(context);
        consoleErrors.allow(
          /Failed to launch 'tel:/,
          'a phone link has no handler in the test browser; the click is what is counted',
        );
        const emergency = footer.getByRole('region', { name: t('footer.emergencyNumbers') });
        await emergency.getByRole('link', { name: '999' }).click();
        const apps = footer.getByRole('region', { name: cms.apps }).getByRole('link');
        await expect(apps).toHaveCount(2);
        await followInNewTab(page, apps.nth(0));
        await followInNewTab(page, apps.nth(1));
        const social = footer.getByRole('region', { name: t('footer.followUs') }).getByRole('link');
        await followInNewTab(page, social.nth(0));

        // Then the portal's own: a section link, the emergency numbers' page, a legal link.
        const section = footer
          .getByRole('navigation', { name: t('footer.navigation') })
          .getByRole('link')
          .first();
        const sectionPath = new URL((await section.getAttribute('href')) ?? '', page.url())
          .pathname;
        await section.click();
        await expect(page).toHaveURL(new RegExp(`${sectionPath}$`));
        await emergency.getByRole('link', { name: t('footer.viewAllEmergencyNumbers') }).click();
        await expect(page).toHaveURL(/emergency-numbers$/);
        const legal = footer.getByRole('link', {
          name: locale === 'en' ? 'Privacy policy' : 'سياسة الخصوصية',
        });
        await legal.click();
        await expect(page).toHaveURL(new RegExp(`/${locale}/privacy$`));

        const records = await eventsOnceThere(page, 9);
        expect(records.slice(2).map((record) => record.event)).toEqual([
          { name: 'footerLink', area: 'emergency', link: 'tel:999' },
          // The store's app id and the social account are path segments that are not route words.
          { name: 'footerLink', area: 'app', link: 'https://apps.apple.com/app/*' },
          { name: 'footerLink', area: 'app', link: 'https://play.google.com/store/apps/details' },
          { name: 'footerLink', area: 'social', link: 'https://x.com/*' },
          { name: 'footerLink', area: 'section', link: sectionPath },
          { name: 'footerLink', area: 'emergency', link: `/${locale}/emergency-numbers` },
          { name: 'footerLink', area: 'copyright', link: `/${locale}/privacy` },
        ]);
        expect(records[2]?.page).toBe(`/${locale}/searchresults`);
        expectNothingPersonal(records);
      },
    );

    journey('every language')(
      'home: a service card is an explore-services click, the sign-in banner another click, sent as the page is left',
      async ({ page }) => {
        await page.goto(`/${locale}/`);
        await pageIsLive(page);
        await acceptCookies(page, t);
        const suits = page.getByRole('region', { name: t('home.suitYourNeeds.title') });
        const card = suits.getByRole('link').first();
        const cardPath = new URL((await card.getAttribute('href')) ?? '', page.url()).pathname;
        await card.click();
        await expect(page).toHaveURL(new RegExp(`${cardPath}(\\?.*)?$`));

        await page.goto(`/${locale}/`);
        await pageIsLive(page);
        // The banner's link leaves the portal for the sign-in page: the event goes as a beacon.
        await page
          .getByRole('main')
          .getByRole('link', { name: SIGN_IN_BANNER_LINK[locale] })
          .click();
        await expect(page).not.toHaveURL(new RegExp(`/${locale}/$`));

        const records = await eventsOnceThere(page, 2);
        expect(records.map((record) => record.event)).toEqual([
          { name: 'exploreServices', link: cardPath },
          { name: 'click', target: 'home.signIn' },
        ]);
        expect(records.map((record) => record.page)).toEqual([`/${locale}/`, `/${locale}/`]);
        expectNothingPersonal(records);
      },
    );

    journey('every language')(
      'locker: codes 1–4 each send their event after the yes; the way in from home is another click; nothing personal',
      async ({ page, signIn }) => {
        test.setTimeout(90_000);
        await signIn();
        await page.goto(`/${locale}/mylocker`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // The locker's items were shown before the yes: none of them was counted.
        await acceptCookies(page, t);
        expect(await recorded(page)).toEqual([]);

        await page.goto(`/${locale}/`);
        await pageIsLive(page);
        await page
          .getByRole('region', { name: t('home.spaces.title') })
          .getByRole('link', { name: t('home.spaces.viewInLocker') })
          .click();
        await expect(page).toHaveURL(new RegExp(`/${locale}/mylocker$`));
        await expect
          .poll(
            async () =>
              new Set(
                (await recorded(page)).flatMap((record) =>
                  record.event.name === 'lockerItem' ? [record.event.status] : [],
                ),
              ),
          )
          .toEqual(new Set(['submitted', 'action required', 'in progress', 'service application']));
        const records = await recorded(page);
        expect(records[0]?.event).toEqual({ name: 'click', target: 'home.viewInLocker' });
        expect(records.slice(1).every((record) => record.event.name === 'lockerItem')).toBe(true);
        expect(records.slice(1).every((record) => record.page === `/${locale}/mylocker`)).toBe(
          true,
        );
        expectNothingPersonal(records);
      },
    );
  });
}
