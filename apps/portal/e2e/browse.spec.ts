import { pageIsLive } from './harness/pageIsLive';
import { catalogueWordsOf } from './harness/catalogueWords';
import { expect, test } from './harness/test';

test.describe('all services, browsed by category (SCREENS.md S2.7)', () => {
  test.describe.configure({ timeout: 60_000 });

  for (const locale of ['en', 'ar-AE'] as const) {
    test(`/${locale}/services, as a person shortens an address, is all services for individuals`, async ({
      page,
    }) => {
      const words = catalogueWordsOf(locale, 'home');
      await page.goto(`/${locale}/services`);
      await expect(page).toHaveURL(new RegExp(`/${locale}/services/individual$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        words('search.allServices.individuals'),
      );
    });
  }

  test('the header’s Individuals link → a category → a service', async ({ page }) => {
    await page.goto('/en/');
    // The header's CMS menu is drawn with the prerendered page; its child menu opens once the app
    // has adopted the page.
    await pageIsLive(page);
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('button', { name: 'Services' }).click({ timeout: 20_000 });
    await nav.getByRole('link', { name: 'Individuals' }).click();

    await expect(page).toHaveURL(/\/en\/services\/individual$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'All services for individuals',
    );
    const browse = page.getByRole('navigation', { name: 'Browse by category' });
    await expect(browse.getByRole('link', { name: 'All categories' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await browse.getByRole('link', { name: 'Health' }).click();

    await expect(page).toHaveURL(/\/en\/services\/individual\?category=health$/);
    await expect(browse.getByRole('link', { name: 'Health' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('status').filter({ hasText: /^\d+ services?$/ })).toBeVisible();
    const list = page.getByRole('list', { name: 'Services' });
    await expect(list.getByRole('listitem')).toHaveCount(10);
    const service = list.getByRole('link').first();
    const href = (await service.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/en\/services\/[\w-]+\/health\/[\w-]+$/);
    const name = (await service.textContent()) ?? '';
    await service.click();
    // The service's own page (S7.1), named by the service.
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  });
});

test.describe('the mini-app download dialog (SCREENS.md S4.5)', () => {
  test.describe.configure({ timeout: 60_000 });

  test('an app-only service opens the dialog with its store badges; Close returns', async ({
    page,
  }) => {
    await page.goto('/en/services/individual');
    const list = page.getByRole('list', { name: 'Services' });
    await expect(list.getByRole('listitem')).toHaveCount(10, { timeout: 20_000 });
    const appOnly = list.getByRole('button').first();
    const name = (await appOnly.textContent()) ?? '';
    await appOnly.click();
    const dialog = page.getByRole('dialog', { name: 'Download the app' });
    await expect(dialog.getByRole('link', { name: /^Download from / })).toHaveCount(3);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(list.getByRole('button', { name })).toBeFocused();
  });
});
