import type { Locator, Page } from '@playwright/test';
import { catalogueWordsOf, escapeRegExp, type CatalogueWords } from './harness/catalogueWords';
import { expectPressable } from './harness/hitTest';
import { expect, journeyIn, test } from './harness/test';

/**
 * The refusal a sandbox fault sends, in the page's language: the app shows a server's message only
 * when it is in the page's language (issue R), so an Arabic page is refused in Arabic.
 */
const DARB_BUSY = (prefix: string): string =>
  prefix === 'en' ? 'Darb is busy' : 'درب مشغول حاليًا';

/** The page languages of the journeys, with their catalogue folders. */
const LANGUAGES = [
  { prefix: 'en', catalogue: 'en' },
  { prefix: 'ar-AE', catalogue: 'ar-AE' },
] as const;

/**
 * A control's name from a catalogue sentence about a plate ("Drag {plate} to reorder"), matching the
 * plate by its number: the whole plate phrase is the kind and emirate in words, which the journey
 * need not spell out.
 */
function plateName(
  t: CatalogueWords,
  key: string,
  plateNumber: string,
  values: Record<string, string | number> = {},
): RegExp {
  const [before = '', after = ''] = t(key, { ...values, plate: '\u0000' }).split('\u0000');
  return new RegExp(`^${escapeRegExp(before)}.*\\b${plateNumber}\\b.*${escapeRegExp(after)}$`);
}

/**
 * Waits until the list has said `key` about the plate: a person hears the vehicle picked up before
 * pressing the next key, and the sensor needs that moment to measure the places.
 */
async function spoken(
  page: Page,
  t: CatalogueWords,
  key: string,
  plateNumber: string,
  values: Record<string, string | number>,
): Promise<void> {
  await expect(
    page.getByRole('status').filter({ hasText: plateName(t, key, plateNumber, values) }),
  ).toHaveCount(1);
}

/** The vehicle list's items, once the five seeded vehicles are shown. */
async function vehicleItems(page: Page, t: CatalogueWords): Promise<Locator> {
  const items = page.getByRole('list', { name: t('vehicle.listLabel') }).getByRole('listitem');
  await expect(items).toHaveCount(5);
  return items;
}

/** The seeded order's first three plates (tv-001, tv-002, tv-003). */
const [FIRST, SECOND, THIRD] = ['7406', '64659', '9748'] as const;

test.describe('toll wallet vehicles: drag to reorder, details, assign (SCREENS.md S6.3)', () => {
  for (const { prefix, catalogue } of LANGUAGES) {
    const journey = journeyIn(prefix);

    journey()(
      `${prefix}: drags a vehicle with the keyboard only (handle, Space, ArrowDown, Space), kept after reload`,
      async ({ page, signIn }) => {
        const t = catalogueWordsOf(catalogue, 'utilities', 'common');
        await signIn();
        await page.goto(`/${prefix}/my-utilities/toll-wallet/vehicles`);
        const items = await vehicleItems(page, t);
        await expect(items.first()).toContainText(FIRST);
        // Tab from the first vehicle's details link reaches its drag handle.
        await items.first().getByRole('link').focus();
        await page.keyboard.press('Tab');
        const handle = page.getByRole('button', {
          name: plateName(t, 'vehicle.dragHandle', FIRST),
        });
        await expect(handle).toBeFocused();
        await page.keyboard.press('Space');
        await spoken(page, t, 'vehicle.dragPickedUp', FIRST, { position: 1, count: 5 });
        await page.keyboard.press('ArrowDown');
        await spoken(page, t, 'vehicle.dragOver', FIRST, { position: 2, count: 5 });
        await page.keyboard.press('Space');
        await expect(items.nth(1)).toContainText(FIRST);
        await expect(items.first()).toContainText(SECOND);
        await expect(page.getByText(t('vehicle.orderSaved'))).toBeVisible();
        await expect(handle).toBeFocused();

        await page.reload();
        const reloaded = await vehicleItems(page, t);
        await expect(reloaded.nth(0)).toContainText(SECOND);
        await expect(reloaded.nth(1)).toContainText(FIRST);
        await expect(reloaded.nth(2)).toContainText(THIRD);
      },
    );

    journey()(
      `${prefix}: drags a vehicle with the pointer onto the third place, and the order is saved`,
      async ({ page, signIn }) => {
        const t = catalogueWordsOf(catalogue, 'utilities', 'common');
        await signIn();
        await page.goto(`/${prefix}/my-utilities/toll-wallet/vehicles`);
        const items = await vehicleItems(page, t);
        const handle = page.getByRole('button', {
          name: plateName(t, 'vehicle.dragHandle', FIRST),
        });
        // Tall enough to see the first three vehicles: near the window's edge dnd-kit scrolls the
        // page under the pointer, which a person sees and follows but a scripted pointer does not.
        await page.setViewportSize({ width: 1280, height: 1800 });
        const from = await handle.boundingBox();
        const first = await items.nth(0).boundingBox();
        const third = await items.nth(2).boundingBox();
        if (!from || !first || !third) throw new Error('the vehicles have no box');
        // The card follows the pointer: moving it by the distance between the first and the third
        // card puts it on the third place.
        const x = from.x + from.width / 2;
        const y = from.y + from.height / 2;
        await page.mouse.move(x, y);
        await page.mouse.down();
        // In steps: the sensor starts after a few pixels and measures the places on the way.
        await page.mouse.move(x, y + 10, { steps: 5 });
        await spoken(page, t, 'vehicle.dragPickedUp', FIRST, { position: 1, count: 5 });
        await page.mouse.move(x, y + (third.y - first.y), { steps: 20 });
        await spoken(page, t, 'vehicle.dragOver', FIRST, { position: 3, count: 5 });
        await page.mouse.up();
        await expect(items.nth(2)).toContainText(FIRST);
        await expect(items.first()).toContainText(SECOND);
        await expect(page.getByText(t('vehicle.orderSaved'))).toBeVisible();

        await page.reload();
        const reloaded = await vehicleItems(page, t);
        await expect(reloaded.nth(2)).toContainText(FIRST);
      },
    );

    journey()(
      `${prefix}: a failed save after a keyboard drag puts the old order back and says so`,
      async ({ page, signIn, consoleErrors }) => {
        const t = catalogueWordsOf(catalogue, 'utilities', 'common');
        consoleErrors.allow(
          /503|Service Unavailable|reorderVehicles/,
          'the journey makes the save fail',
        );
        await signIn();
        await page.goto(`/${prefix}/my-utilities/toll-wallet/vehicles`);
        const items = await vehicleItems(page, t);
        await page.route('**/vehicle/reorderVehicles*', (route) =>
          route.continue({
            headers: {
              ...route.request().headers(),
              'x-sandbox-fault': encodeURIComponent(`503,message=${DARB_BUSY(prefix)}`),
            },
          }),
        );
        await page.getByRole('button', { name: plateName(t, 'vehicle.dragHandle', FIRST) }).focus();
        await page.keyboard.press('Space');
        await spoken(page, t, 'vehicle.dragPickedUp', FIRST, { position: 1, count: 5 });
        await page.keyboard.press('ArrowDown');
        await spoken(page, t, 'vehicle.dragOver', FIRST, { position: 2, count: 5 });
        await page.keyboard.press('Space');
        await expect(
          page.getByText(t('vehicle.orderFailed', { message: DARB_BUSY(prefix) })),
        ).toBeVisible();
        await expect(items.first()).toContainText(FIRST);
        await expect(items.nth(1)).toContainText(SECOND);
      },
    );

    journey()(
      `${prefix}: opens a vehicle's details, is refused an expired wallet, then assigns it to another`,
      async ({ page, signIn, consoleErrors }) => {
        const t = catalogueWordsOf(catalogue, 'utilities', 'common');
        consoleErrors.allow(
          /409|Conflict|assignVehicleWithWallet/,
          'Old wallet is refused on purpose',
        );
        await signIn();
        await page.goto(`/${prefix}/my-utilities/toll-wallet/vehicles`);
        const items = await vehicleItems(page, t);
        await items
          .first()
          .getByRole('link', { name: new RegExp(`\\b${FIRST}\\b`) })
          .click();
        await expect(page).toHaveURL(
          new RegExp(`/${prefix}/my-utilities/toll-wallet/vehicles/tv-001$`),
        );
        await expect(page.getByRole('heading', { level: 1 })).toContainText(FIRST);
        await expect(page.getByText(t('vehicle.plateTitle'), { exact: true })).toBeVisible();
        const field = page.getByRole('combobox', { name: t('vehicle.assignLabel') });
        await expect(field).toHaveValue('tw-001');
        await expectPressable(field, 'the wallet choice of the vehicle', {
          scrollEachIntoView: true,
        });
        const submit = page.getByRole('button', { name: t('vehicle.assignSubmit') });

        // Old wallet's KYC has expired: the server refuses, in the page's language, and the choice
        // stays.
        await field.selectOption({ label: 'Old wallet' });
        await submit.click();
        await expect(
          page.getByText(prefix === 'ar-AE' ? /«Old wallet» غير مفعّلة/ : /Old wallet.*KYC Expired/),
        ).toBeVisible();
        await expect(field).toHaveValue('tw-003');

        await field.selectOption({ label: 'Company fleet' });
        await submit.click();
        await expect(
          page.getByText(t('vehicle.assigned', { wallet: 'Company fleet' })),
        ).toBeVisible();
        const assignedTo = page
          .getByRole('term')
          .filter({ hasText: t('vehicle.assignedTo') })
          .locator('xpath=following-sibling::dd[1]');
        await expect(assignedTo).toHaveText('Company fleet');

        await page.getByRole('link', { name: t('vehicle.backToList') }).click();
        const list = await vehicleItems(page, t);
        await expect(list.first()).toContainText('Company fleet');
      },
    );

    journey()(
      `${prefix}: a vehicle not in the account reads as not found, with the way back`,
      async ({ page, signIn, consoleErrors }) => {
        const t = catalogueWordsOf(catalogue, 'utilities', 'common');
        consoleErrors.allow(/404|Not Found|getVehicleDetails/, 'the vehicle does not exist');
        await signIn();
        await page.goto(`/${prefix}/my-utilities/toll-wallet/vehicles/tv-999`);
        await expect(page.getByText(t('vehicle.notFound'))).toBeVisible();
        await page
          .getByRole('main')
          .getByRole('link', { name: t('vehicle.backToList') })
          .last()
          .click();
        await expect(page).toHaveURL(new RegExp(`/${prefix}/my-utilities/toll-wallet/vehicles$`));
        await vehicleItems(page, t);
      },
    );
  }
});
