import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
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
 * The words of the utilities and forms catalogues, as the app shows them (read from core's source). Plain
 * `{name}` placeholders only: the journeys use no plural or select messages.
 */
function wordsOf(catalogue: string) {
  const read = (namespace: string) =>
    JSON.parse(
      readFileSync(
        fileURLToPath(
          new URL(
            `../../../packages/core/src/i18n/catalogues/${catalogue}/${namespace}.json`,
            import.meta.url,
          ),
        ),
        'utf8',
      ),
    ) as Record<string, string>;
  const messages = { ...read('utilities'), ...read('forms') };
  return (key: string, values: Record<string, string | number> = {}) => {
    const text = messages[key];
    if (text === undefined) throw new Error(`no catalogue key ${key}`);
    return text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));
  };
}

/** The sandbox's test payment page (packages/sandbox/src/pages/paymentPage.ts). */
const GATEWAY = { en: 'Approve payment', 'ar-AE': 'الموافقة على الدفع' } as const;

test.describe('toll wallet (SCREENS.md S6)', () => {
  for (const { prefix, catalogue } of LANGUAGES) {
    const journey = journeyIn(prefix);
    journey()(
      `${prefix}: from the utilities hub to the wallets: balances and the KYC warning with what to do`,
      async ({ page, signIn }) => {
        const t = wordsOf(catalogue);
        await signIn();
        // Reached as a person does (issue Q): the hub lists the toll wallets beside parking and Salik.
        await page.goto(`/${prefix}/my-utilities`);
        await page.getByRole('link', { name: t('wallet.link'), exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`/${prefix}/my-utilities/toll-wallet$`));
        await expect(
          page.getByRole('heading', { level: 1, name: t('wallet.pageTitle') }),
        ).toBeVisible();
        await expect(page.getByRole('heading', { name: 'Family cars' })).toBeVisible();
        await expect(page.getByText(t('wallet.kycExpiredAdvice'))).toBeVisible();
        await expect(
          page.getByRole('button', { name: t('wallet.editOf', { name: 'Old wallet' }) }),
        ).toBeVisible();
        await expect(
          page.getByRole('button', { name: t('wallet.topUpOf', { name: 'Old wallet' }) }),
        ).toBeDisabled();
      },
    );

    journey('every language')(
      `${prefix}: reorders vehicles with the keyboard only, and the order is kept after reload`,
      async ({ page, signIn }) => {
        const t = wordsOf(catalogue);
        await signIn();
        await page.goto(`/${prefix}/my-utilities/toll-wallet/vehicles`);
        const list = page.getByRole('list', { name: t('vehicle.listLabel') });
        const items = list.getByRole('listitem');
        await expect(items).toHaveCount(5);
        await expect(items.first()).toContainText('7406');

        // Keyboard only: focus the first vehicle's Move down button (after its drag handle and Move
        // up) and press Enter.
        const moveDown = items.first().getByRole('button').nth(2);
        await moveDown.focus();
        await page.keyboard.press('Enter');
        await expect(items.nth(1)).toContainText('7406');
        await expect(items.first()).toContainText('64659');
        await expect(page.getByText(t('vehicle.orderSaved'))).toBeVisible();
        // Focus travelled with the vehicle: Enter again moves it one more place down.
        await page.keyboard.press('Enter');
        await expect(items.nth(2)).toContainText('7406');
        await expect(page.getByText(t('vehicle.orderSaved'))).toBeVisible();

        await page.reload();
        await expect(items).toHaveCount(5);
        await expect(items.nth(0)).toContainText('64659');
        await expect(items.nth(1)).toContainText('9748');
        await expect(items.nth(2)).toContainText('7406');
      },
    );

    journey()(
      `${prefix}: a failed save restores the previous order and says so`,
      async ({ page, signIn, consoleErrors }) => {
        const t = wordsOf(catalogue);
        consoleErrors.allow(
          /503|Service Unavailable|reorderVehicles/,
          'the journey makes the save fail',
        );
        await signIn();
        await page.goto(`/${prefix}/my-utilities/toll-wallet/vehicles`);
        const items = page
          .getByRole('list', { name: t('vehicle.listLabel') })
          .getByRole('listitem');
        await expect(items).toHaveCount(5);
        await page.route('**/vehicle/reorderVehicles*', (route) =>
          route.continue({
            headers: {
              ...route.request().headers(),
              'x-sandbox-fault': encodeURIComponent(`503,message=${DARB_BUSY(prefix)}`),
            },
          }),
        );
        await items.first().getByRole('button').nth(2).focus();
        await page.keyboard.press('Enter');
        await expect(
          page.getByText(t('vehicle.orderFailed', { message: DARB_BUSY(prefix) })),
        ).toBeVisible();
        await expect(items.first()).toContainText('7406');
      },
    );

    journey('every language')(
      `${prefix}: tops up a wallet: an amount under 10 refused, then the payment page and back`,
      async ({ page, signIn }) => {
        test.slow(); // the journey crosses the payment page and back on a 2-core runner
        const t = wordsOf(catalogue);
        await signIn();
        await page.goto(`/${prefix}/my-utilities/toll-wallet`);
        await page
          .getByRole('button', { name: t('wallet.topUpOf', { name: 'Family cars' }) })
          .click();
        await expect(page).toHaveURL(
          new RegExp(`/${prefix}/my-utilities/toll-wallet/top-up/tw-001$`),
        );
        await expect(
          page.getByRole('heading', {
            level: 1,
            name: t('wallet.topUp.title', { name: 'Family cars' }),
          }),
        ).toBeVisible();
        const submit = page.getByRole('button', { name: t('wallet.topUp.submit') });
        await page.getByRole('radio', { name: t('amountPicker.custom') }).click();
        const custom = page.getByRole('textbox', { name: t('amountPicker.custom') });
        await custom.fill('5');
        await submit.click();
        await expect(page.getByRole('alert').first()).toContainText(
          t('form.error.amountMin', { limit: '10' }),
        );
        await expect(custom).toHaveValue('5');
        await custom.fill('40');
        await submit.click();
        await page.getByRole('button', { name: GATEWAY[prefix] }).click();
        await expect(page).toHaveURL(new RegExp(`/${prefix}/my-utilities\\?`));
        // The approved top-up reached the wallet: 85.50 seeded + 40 (SCREENS.md S6.2).
        await page.goto(`/${prefix}/my-utilities/toll-wallet`);
        const wallet = page
          .getByRole('listitem')
          .filter({ has: page.getByRole('heading', { name: 'Family cars' }) });
        await expect(wallet).toContainText('125.50');
      },
    );

    journey('every language')(
      `${prefix}: opens the Darb terms from the wallet sections`,
      async ({ page, signIn }) => {
        const t = wordsOf(catalogue);
        await signIn();
        await page.goto(`/${prefix}/my-utilities/toll-wallet`);
        // A person reads the wallets before choosing a section: the list has arrived, so the page
        // no longer moves under the pointer (on a busy machine the click could land mid-shift).
        await expect(page.getByRole('heading', { name: 'Family cars' })).toBeVisible();
        await page
          .getByRole('navigation', { name: t('wallet.nav.label') })
          .getByRole('link', { name: t('wallet.nav.terms') })
          .click();
        await expect(page).toHaveURL(new RegExp(`/${prefix}/my-utilities/toll-wallet/terms$`));
        await expect(
          page.getByRole('heading', { level: 1, name: t('wallet.terms') }),
        ).toBeVisible();
        await expect(page.getByRole('article').getByRole('listitem').first()).toBeVisible();
      },
    );
  }
});
