import type { Page } from '@playwright/test';
import { catalogueWordsOf } from './harness/catalogueWords';
import { pageIsLive } from './harness/pageIsLive';
import { faultCalls } from './harness/sandboxFault';
import { expect, test } from './harness/test';

/**
 * Favourites (SCREENS.md S7.3, S7.1), in each language, signed in: pin a service on its page → the
 * home's Favourites tab shows it → on the favourites page move it up and down, then unpin it → it
 * is gone, here and on the home. And the home's empty Favourites tab's "Go to Favourites" leads to
 * the favourites page (not the locker). A move the server cannot save is put back, and said.
 */
const PET_LICENCE = '/services/dmt/environment/renew-a-pet-licence';

/** A regular expression matching `text` literally and wholly. */
const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

for (const locale of ['en', 'ar-AE'] as const) {
  const t = catalogueWordsOf(locale, 'services', 'home', 'common');

  test.describe(`favourites (${locale})`, () => {
    /** The names of the pinned services on the favourites page, in order. */
    const pinnedNames = (page: Page) =>
      page
        .getByRole('list', { name: t('favourites.listLabel') })
        .getByRole('listitem')
        .getByRole('link')
        .allTextContents();

    /** The home's Favourites tab panel, once the signed-in parts are drawn. */
    async function homeFavourites(page: Page) {
      await page.goto(`/${locale}/`);
      await pageIsLive(page);
      await expect(
        page.getByRole('tab', { name: t('home.servicesAtAGlance.favourites') }),
      ).toHaveAttribute('aria-selected', 'true');
      return page.getByRole('tabpanel', { name: t('home.servicesAtAGlance.favourites') });
    }

    test(`pin a service, see it on the home, reorder and unpin it (${locale})`, async ({
      page,
      signIn,
    }) => {
      await signIn();
      await page.goto(`/${locale}${PET_LICENCE}`);
      const name = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
      expect(name).not.toBe('');
      const pin = page.getByRole('button', { name: t('favourites.pin') });
      await expect(pin).toHaveAttribute('aria-pressed', 'false');
      await pin.click();
      await expect(pin).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByText(t('favourites.pinnedNote'))).toBeVisible();

      const glance = await homeFavourites(page);
      await expect(glance.getByRole('link', { name: exactly(name) })).toBeVisible();

      await page.goto(`/${locale}/favourites`);
      await expect(
        page.getByRole('heading', { level: 1, name: t('favourites.title') }),
      ).toBeVisible();
      await expect.poll(() => pinnedNames(page)).toHaveLength(4);
      expect((await pinnedNames(page)).at(-1)).toBe(name);
      // Pinned last, it cannot go further down.
      await expect(
        page.getByRole('button', { name: t('favourites.moveDown').replace('{name}', name) }),
      ).toBeDisabled();
      await page
        .getByRole('button', { name: t('favourites.moveUp').replace('{name}', name) })
        .click();
      await expect.poll(async () => (await pinnedNames(page)).indexOf(name)).toBe(2);
      await expect(page.getByRole('status').filter({ hasText: name })).toHaveText(
        t('favourites.moved')
          .replace('{name}', name)
          .replace('{position}', '3')
          .replace('{count}', '4'),
      );
      await page
        .getByRole('button', { name: t('favourites.moveDown').replace('{name}', name) })
        .click();
      await expect.poll(async () => (await pinnedNames(page)).indexOf(name)).toBe(3);
      // The order is the server's: read again, it holds.
      await page.reload();
      await expect.poll(async () => (await pinnedNames(page)).indexOf(name)).toBe(3);

      await page
        .getByRole('button', { name: t('favourites.unpinNamed').replace('{name}', name) })
        .click();
      await expect.poll(() => pinnedNames(page)).toHaveLength(3);
      expect(await pinnedNames(page)).not.toContain(name);

      const after = await homeFavourites(page);
      await expect(after.getByRole('link').first()).toBeVisible();
      await expect(after.getByRole('link', { name: exactly(name) })).toHaveCount(0);
    });

    test(`a move the server cannot save is put back and said in an alert (${locale})`, async ({
      page,
      signIn,
      consoleErrors,
    }) => {
      consoleErrors.allow(/status of 503/, 'the order call is refused on purpose (sandbox fault)');
      await signIn();
      await page.goto(`/${locale}/favourites`);
      await expect.poll(() => pinnedNames(page)).toHaveLength(3);
      const before = await pinnedNames(page);
      await faultCalls(page, /\/favourite-services\/order/, '503');
      await page
        .getByRole('button', { name: t('favourites.moveDown', { name: before[0] ?? '' }) })
        .click();
      await expect(page.getByRole('alert')).toContainText(t('favourites.saveFailed'));
      await expect.poll(() => pinnedNames(page)).toEqual(before);
    });

    test(`the empty Favourites tab leads to the favourites page (${locale})`, async ({
      page,
      signIn,
    }) => {
      await signIn();
      await page.goto(`/${locale}/favourites`);
      await expect.poll(() => pinnedNames(page)).toHaveLength(3);
      for (let left = 3; left > 0; left -= 1) {
        await page
          .getByRole('button', { name: new RegExp(`^${t('favourites.unpin')}`) })
          .first()
          .click();
        if (left > 1) await expect.poll(() => pinnedNames(page)).toHaveLength(left - 1);
      }
      await expect(page.getByText(t('favourites.empty'))).toBeVisible();
      await expect(page.getByRole('link', { name: t('favourites.browse') })).toBeVisible();

      const glance = await homeFavourites(page);
      await expect(glance.getByText(t('home.favourites.empty'))).toBeVisible();
      await glance.getByRole('link', { name: t('home.favourites.goToFavourites') }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/favourites$`));
      await expect(
        page.getByRole('heading', { level: 1, name: t('favourites.title') }),
      ).toBeVisible();
    });
  });
}
