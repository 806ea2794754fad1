import { PORTAL_LOCALES } from '@portal/core';
import type { Locator, Page } from '@playwright/test';
import { catalogueWordsOf } from './harness/catalogueWords';
import { expectPressable } from './harness/hitTest';
import { pageIsLive } from './harness/pageIsLive';
import { expect, test } from './harness/test';

/**
 * Issue O items 12 and 13: the header's lists, menus and panels open where a person can press
 * every part of them (nothing clipped by a box, covered by a later layer or cut off by the screen's
 * edge: `expectPressable`), and the bell panel's tabs stay on one line, in both languages, on a
 * desktop (1280 px) and a phone (320 px).
 */
const WIDTHS = [1280, 320] as const;

/** All tabs on one line: one top edge, and none taller than the shortest (no label on two lines). */
async function expectTabsOnOneLine(tabs: Locator, what: string): Promise<void> {
  await expect(tabs, what).not.toHaveCount(0);
  const boxes = await tabs.evaluateAll((elements) =>
    elements.map((element) => {
      const box = element.getBoundingClientRect();
      return {
        text: element.textContent,
        top: Math.round(box.top),
        height: Math.round(box.height),
      };
    }),
  );
  const [first] = boxes;
  const lowest = Math.min(...boxes.map((box) => box.height));
  for (const box of boxes) {
    expect(box.top, `${what}: “${box.text}” on the first tab's line`).toBe(first?.top);
    expect(box.height, `${what}: “${box.text}” one line high`).toBe(lowest);
  }
}

/** Opens the header's menu on a phone, once the app has adopted the page. */
async function openPhoneMenu(page: Page, open: string): Promise<void> {
  await pageIsLive(page);
  await page.getByRole('banner').getByRole('button', { name: open }).click();
}

for (const locale of PORTAL_LOCALES) {
  const t = catalogueWordsOf(locale, 'common', 'home', 'shell', 'utilities');
  const query = locale === 'en' ? 'licence' : 'رخصة';

  test.describe(`the header's lists, menus and panels can be pressed (${locale}, issue O items 12, 13)`, () => {
    test.describe.configure({ timeout: 90_000 });

    test('the header search’s 5 suggestions, at 1280 px and in the phone menu at 320 px', async ({
      page,
    }) => {
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 720 });
        // A page without a search of its own, so the header carries one.
        await page.goto(`/${locale}/404`);
        if (width === 320) await openPhoneMenu(page, t('header.menu.open'));
        else await pageIsLive(page);
        const box = page
          .getByRole('banner')
          .getByRole('combobox', { name: t('home.hero.searchLabel') });
        await box.pressSequentially(query, { delay: 40 });
        const options = page
          .getByRole('listbox', { name: t('home.hero.suggestionsTitle') })
          .getByRole('option');
        await expect(options).toHaveCount(5);
        await expectPressable(options, `the header's suggestions at ${width} px`);
        if (width === 320) {
          // Escape closes the list, not the menu that holds the box.
          await box.press('Escape');
          await expect(page.getByRole('listbox')).toBeHidden();
          await expect(
            page.getByRole('banner').getByRole('button', { name: t('header.menu.close') }),
          ).toHaveAttribute('aria-expanded', 'true');
          await expect(box).toBeFocused();
        }
      }
    });

    test('the bell panel: its tabs on one line, each tab, the close button and the view-all link', async ({
      page,
      signIn,
    }) => {
      await signIn();
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 720 });
        await page.goto(`/${locale}/`);
        await page
          .getByRole('button', { name: new RegExp(`^${t('header.notifications.title')}`) })
          .click();
        const panel = page.getByRole('dialog', { name: t('header.notifications.title') });
        const tabs = panel.getByRole('tab');
        await expect(tabs).toHaveText([
          t('header.notifications.tabs.actions'),
          t('header.notifications.tabs.activities'),
          t('header.notifications.tabs.spotlights'),
        ]);
        await expectTabsOnOneLine(tabs, `the bell's tabs at ${width} px`);
        // At 1280 px there is room for the three labels: each can be pressed as the panel
        // opens. On a phone the row may scroll sideways: each, brought into view, can be.
        await expectPressable(tabs, `the bell's tabs at ${width} px`, {
          scrollEachIntoView: width === 320,
        });
        await expectPressable(
          panel.getByRole('button', { name: t('common.close') }),
          `the bell panel's close button at ${width} px`,
        );
        await expectPressable(
          panel.getByRole('link', { name: t('header.notifications.viewAll') }),
          `the bell panel's view-all link at ${width} px`,
          { scrollEachIntoView: true },
        );
        // The last tab, pressed where it is, shows its panel.
        await tabs.last().click();
        await expect(tabs.last()).toHaveAttribute('aria-selected', 'true');
        await page.keyboard.press('Escape');
        await expect(panel).toBeHidden();
      }
    });

    test('the profile menu’s items', async ({ page, signIn }) => {
      await signIn();
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 720 });
        await page.goto(`/${locale}/`);
        await page.getByRole('button', { name: t('header.profileMenu') }).click();
        const items = page.getByRole('menu').getByRole('menuitem');
        await expect(items.filter({ hasText: t('header.signOut') })).toBeVisible();
        // A menu taller than the room below its button scrolls: a person scrolls to an item.
        await expectPressable(items, `the profile menu's items at ${width} px`, {
          scrollEachIntoView: true,
        });
        await page.keyboard.press('Escape');
        await expect(page.getByRole('menu')).toBeHidden();
      }
    });

    test('the utilities’ add-account menu (a DropdownMenu)', async ({ page, signIn }) => {
      await signIn();
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 720 });
        await page.goto(`/${locale}/my-utilities`);
        await page.getByRole('button', { name: t('utilities.addAccount') }).click();
        const items = page.getByRole('menu').getByRole('menuitem');
        await expect(items.first()).toBeVisible();
        await expectPressable(items, `the add-account menu's items at ${width} px`, {
          scrollEachIntoView: true,
        });
        await page.keyboard.press('Escape');
        await expect(page.getByRole('menu')).toBeHidden();
      }
    });

    test('the navigation’s child menu at 1280 px, and the phone menu’s items at 320 px', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 720 });
      await page.goto(`/${locale}/`);
      await pageIsLive(page);
      const nav = page.getByRole('banner').getByRole('navigation');
      // The navigation's buttons are its parents with a child menu.
      const parent = nav.getByRole('button').first();
      await parent.click();
      await expect(parent).toHaveAttribute('aria-expanded', 'true');
      // The list the button says it shows (`aria-controls`).
      const childList = page.locator(`[id="${await parent.getAttribute('aria-controls')}"]`);
      await expectPressable(childList.getByRole('link'), 'the child menu’s links at 1280 px');

      await page.setViewportSize({ width: 320, height: 720 });
      await page.goto(`/${locale}/`);
      await openPhoneMenu(page, t('header.menu.open'));
      const menuLinks = page.getByRole('banner').getByRole('navigation').getByRole('link');
      await expect(menuLinks.first()).toBeVisible();
      await expectPressable(menuLinks, 'the phone menu’s links at 320 px', {
        scrollEachIntoView: true,
      });
      await expectPressable(
        page.getByRole('banner').getByRole('button', { name: t('header.menu.close') }),
        'the phone menu’s close button at 320 px',
      );
    });
  });
}
