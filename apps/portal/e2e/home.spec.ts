import { PORTAL_LOCALES } from '@portal/core';
import { catalogueWordsOf } from './harness/catalogueWords';
import { expectPressable } from './harness/hitTest';
import { pageIsLive } from './harness/pageIsLive';
import { expect, test } from './harness/test';

/**
 * Issue K's search journeys, in each language: type → suggestions → open a service, and no
 * results → the tips. The sandbox's catalogue has services for both queries.
 */
for (const locale of PORTAL_LOCALES) {
  const t = catalogueWordsOf(locale, 'common', 'home');
  const query = locale === 'en' ? 'licence' : 'رخصة';

  test.describe(`search in ${locale} (SCREENS.md S2.1, S2.5, S2.6)`, () => {
    test.describe.configure({ timeout: 60_000 });

    test('type → 5 suggestions, announced → open a service', async ({ page }) => {
      await page.goto(`/${locale}/`);
      // The prerendered page becomes the app once its script has loaded: type into the app.
      await pageIsLive(page);
      const box = page.getByRole('combobox', { name: t('home.hero.searchLabel') });
      await expect(box).toHaveAttribute('placeholder', t('home.hero.searchPlaceholder'));
      await box.pressSequentially(query, { delay: 40 });
      const list = page.getByRole('listbox', { name: t('home.hero.suggestionsTitle') });
      await expect(list.getByRole('option')).toHaveCount(5);
      await expect(
        page.getByRole('status').filter({ hasText: t('search.suggestionsCount', { count: 5 }) }),
      ).toHaveCount(1);
      await expect(list.getByRole('option').first()).toContainText(new RegExp(query, 'i'));
      const chosen = (await list.getByRole('option').first().textContent()) ?? '';
      await box.press('ArrowDown');
      await box.press('Enter');
      // The suggestion opens its service's page (issue Q, S7.1): the page of the name it showed.
      await expect(page).toHaveURL(new RegExp(`/${locale}/services/[^/]+/[^/]+/[^/?#]+$`));
      const heading = page.getByRole('heading', { level: 1 });
      await expect
        .poll(async () => {
          const name = (await heading.innerText()).trim();
          return name !== '' && chosen.includes(name);
        })
        .toBe(true);
    });

    test('at 1280 and 320 px each of the 5 suggestions can be pressed: the hero neither clips nor covers them (issue O item 12)', async ({
      page,
    }) => {
      for (const width of [1280, 320]) {
        await page.setViewportSize({ width, height: 720 });
        await page.goto(`/${locale}/`);
        await pageIsLive(page);
        const box = page.getByRole('combobox', { name: t('home.hero.searchLabel') });
        await box.pressSequentially(query, { delay: 40 });
        const options = page
          .getByRole('listbox', { name: t('home.hero.suggestionsTitle') })
          .getByRole('option');
        await expect(options).toHaveCount(5);
        await expectPressable(options, `the hero's suggestions at ${width} px`);
        // The last one, pressed where a person sees it, opens its service's page.
        await options.last().click();
        await expect(page).toHaveURL(new RegExp(`/${locale}/services/[^/]+/[^/]+/[^/?#]+$`));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      }
    });

    test('Enter shows the results in the page’s language, a result links to its service', async ({
      page,
    }) => {
      await page.goto(`/${locale}/`);
      await pageIsLive(page);
      const box = page.getByRole('combobox', { name: t('home.hero.searchLabel') });
      await box.pressSequentially(query, { delay: 40 });
      await expect(page.getByRole('listbox').getByRole('option')).toHaveCount(5);
      await box.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/${locale}/searchresults\\?q=`));
      await expect(page.getByRole('tab', { name: t('search.tabs.individual') })).toBeVisible({
        timeout: 20_000,
      });
      await expect(page.getByRole('link', { name: new RegExp(query, 'i') }).first()).toBeVisible();
    });

    test('no results: the query and the four tips', async ({ page }) => {
      await page.goto(`/${locale}/searchresults?q=qwertyzzz`);
      await pageIsLive(page);
      await expect(page.getByRole('heading', { name: t('search.noResults.title') })).toBeVisible();
      await expect(
        page.getByText(t('search.noResults.description', { query: 'qwertyzzz' })),
      ).toBeVisible();
      for (const tip of ['spelling', 'fewerKeywords', 'differentKeywords', 'generalKeywords']) {
        await expect(
          page.getByRole('listitem').filter({ hasText: t(`search.noResults.tips.${tip}`) }),
        ).toBeVisible();
      }
    });
  });
}

test.describe('home, search and browse (SCREENS.md S2)', () => {
  test.describe.configure({ timeout: 60_000 });
  test('typing fast sends one request per pause, and Enter shows the results', async ({ page }) => {
    const searches: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/pub/cms/global/search')) searches.push(request.url());
    });
    // The page's timers run on a clock the test holds, so "typing fast" does not depend on how
    // fast a loaded machine delivers the keys: no debounce can fire while the clock is paused.
    await page.clock.install();
    await page.goto('/en/');
    // The prerendered page becomes the app once its script has loaded: type into the app.
    await pageIsLive(page);
    const box = page.getByRole('combobox', { name: 'Search for a service' });
    // Paused a little ahead of the page's own time (a jump forward only fires what falls due).
    const pageNow = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(pageNow + 30_000);
    await box.pressSequentially('driving licence', { delay: 20 });
    expect(searches).toHaveLength(0);
    await page.clock.runFor(300);
    await page.clock.resume();
    await expect(page.getByRole('listbox')).toBeVisible();
    expect(searches).toHaveLength(1);
    await expect(page.getByRole('option').first()).toContainText(/licence/i);
    await box.press('Enter');
    await expect(page).toHaveURL(/\/en\/searchresults\?q=driving(\+|%20)licence$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('What are you looking for?');
    await expect(page.getByText(/\d+ results for “driving licence”/)).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByRole('tab', { name: 'Individual' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.getByRole('tab', { name: 'Business' }).click();
    await expect(page).toHaveURL(/tab=business/);
    await expect(page.getByRole('tab', { name: 'Business' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  test('Arabic typed on the English page: the change-language dialog, stay or switch', async ({
    page,
  }) => {
    await page.goto('/en/');
    // The prerendered page becomes the app once its script has loaded: type into the app.
    await pageIsLive(page);
    const box = page.getByRole('combobox', { name: 'Search for a service' });
    await box.fill('رخصة');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Change language?' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('You searched in Arabic');
    // Closing searches nothing: the text waits in the box.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/en\/$/);
    await expect(box).toHaveValue('رخصة');
    // Continue in English: the results, in English.
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await dialog.getByRole('button', { name: 'Continue in English' }).click();
    await expect(page).toHaveURL(/\/en\/searchresults\?q=/);
    await expect(page.getByRole('tab', { name: 'Individual' })).toBeVisible({ timeout: 20_000 });
    // Switch to Arabic from the results page's box: the same search under /ar-AE/.
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Change language?' })
      .getByRole('button', { name: 'Switch to Arabic' })
      .click();
    await expect(page).toHaveURL(/\/ar-AE\/searchresults\?q=/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar-AE');
    await expect(page.getByRole('tab', { name: 'الأفراد' })).toBeVisible({ timeout: 20_000 });
  });

  test('English typed on the Arabic page: the change-language dialog, stay or switch', async ({
    page,
  }) => {
    const ar = catalogueWordsOf('ar-AE', 'common', 'home', 'session');
    await page.goto('/ar-AE/');
    await pageIsLive(page);
    const box = page.getByRole('combobox', { name: ar('home.hero.searchLabel') });
    await box.fill('licence');
    const search = page.getByRole('button', { name: ar('common.search'), exact: true });
    await search.click();
    const dialog = page.getByRole('dialog', { name: ar('changeLanguage.title') });
    await expect(dialog).toContainText(ar('changeLanguage.descEnglish'));
    // Continue in Arabic: the results, in Arabic.
    await dialog.getByRole('button', { name: ar('changeLanguage.continueInArabic') }).click();
    await expect(page).toHaveURL(/\/ar-AE\/searchresults\?q=licence/);
    await expect(page.getByRole('tab', { name: ar('search.tabs.individual') })).toBeVisible({
      timeout: 20_000,
    });
    // Switch to English from the results page's box: the same search under /en/.
    await page.getByRole('button', { name: ar('common.search'), exact: true }).click();
    await page
      .getByRole('dialog', { name: ar('changeLanguage.title') })
      .getByRole('button', { name: ar('changeLanguage.switchToEnglish') })
      .click();
    await expect(page).toHaveURL(/\/en\/searchresults\?q=licence/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('tab', { name: 'Individual' })).toBeVisible({ timeout: 20_000 });
  });

  test('results page: count, pages and a result that opens', async ({ page }) => {
    await page.goto('/en/searchresults?q=licence');
    // The prerendered page becomes the app once its script has loaded: type into the app.
    await pageIsLive(page);
    await expect(page.getByText(/\d+ results for “licence”/)).toBeVisible({ timeout: 20_000 });
    const pages = page.getByRole('navigation', { name: 'Pages of results' });
    await pages.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByText(/\d+ results for “licence”/)).toBeVisible({ timeout: 20_000 });
  });

  test('home sections: category cards with real images, sign-in banner, popular services', async ({
    page,
  }) => {
    await page.goto('/en/');
    // The prerendered page becomes the app once its script has loaded: type into the app.
    await pageIsLive(page);
    await expect(
      page.getByRole('heading', { name: 'Services that suit your needs' }),
    ).toBeVisible();
    const card = page.getByRole('link', { name: 'Individuals', exact: true });
    await expect(card).toBeVisible();
    const image = page.locator('[data-slot="category-cards"] img').first();
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await expect(page.getByRole('heading', { name: 'Most popular' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Popular' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // The space widget is a signed-in person's: a visitor's home has none.
    await expect(page.getByRole('region', { name: 'My spaces' })).toHaveCount(0);
  });

  test('services for everyone: each leads to the search for its services', async ({ page }) => {
    await page.goto('/en/');
    await pageIsLive(page);
    const everyone = page.getByRole('region', { name: 'Services for everyone' });
    await expect(everyone.getByRole('link')).toHaveText([
      'Pay traffic fines',
      'Driving licences',
      'Birth certificates',
    ]);
    await everyone.getByRole('link', { name: 'Driving licences' }).click();
    await expect(page).toHaveURL(/\/en\/searchresults\?q=driving(%20|\+)licence$/);
    await expect(page.getByText(/\d+ results for “driving licence”/)).toBeVisible({
      timeout: 20_000,
    });
  });

  test('signed in: "My services" on the Favourites tab, never the sign-in banner, and my spaces', async ({
    page,
    signIn,
  }) => {
    await signIn();
    await page.goto('/en/');
    const banner = page.getByRole('heading', { name: 'Sign in for a personal experience' });
    // The prerendered page is a visitor's; this browser's session hint hides the banner from the
    // first paint (the boot script), before the app has started.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner).toBeHidden();
    await pageIsLive(page);
    await expect(page.getByRole('heading', { name: 'My services' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Favourites' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(banner).toHaveCount(0);
    // The space widget: the person's business space with its request figures, and the way to
    // the locker, where the same figures are.
    const spaces = page.getByRole('region', { name: 'My spaces' });
    await expect(
      spaces.getByRole('heading', { name: 'Request statistics: Business space' }),
    ).toBeVisible();
    await expect(spaces.getByRole('term').first()).toBeVisible();
    await spaces.getByRole('link', { name: 'View in My locker' }).click();
    await expect(page).toHaveURL(/\/en\/mylocker$/);
    await expect(
      page.getByRole('heading', { name: 'Request statistics: Business space' }),
    ).toBeVisible();
  });
});
