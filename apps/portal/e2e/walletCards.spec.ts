import { catalogueWordsOf } from './harness/catalogueWords';
import { expectPressable } from './harness/hitTest';
import { faultCalls } from './harness/sandboxFault';
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

/** A month name as each language writes it in core's `formatDate` (spec 000 §9: Arabic months in Arabic). */
const MONTH = {
  en: /\d{2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}/,
  'ar-AE':
    /\d{2} (يناير|فبراير|مارس|أبريل|مايو|يونيو|يوليو|أغسطس|سبتمبر|أكتوبر|نوفمبر|ديسمبر) \d{4}/,
} as const;

/** The sandbox's seeded cards (packages/sandbox/src/state/tollWallet.ts), as the server masks them. */
const ACTIVE_CARD = '•••• 1234';

test.describe('toll wallet cards and histories (SCREENS.md S6.4, S6.5)', () => {
  for (const { prefix, catalogue } of LANGUAGES) {
    const journey = journeyIn(prefix);

    journey('every language')(
      `${prefix}: deactivates a card after confirming, then activates it again`,
      async ({ page, signIn }) => {
        const t = catalogueWordsOf(catalogue, 'utilities', 'forms', 'common');
        await signIn();
        await page.goto(`/${prefix}/my-utilities/toll-wallet`);
        await page
          .getByRole('navigation', { name: t('wallet.nav.label') })
          .getByRole('link', { name: t('wallet.nav.cards') })
          .click();
        await expect(page).toHaveURL(new RegExp(`/${prefix}/my-utilities/toll-wallet/cards$`));
        await expect(page.getByRole('heading', { level: 1, name: t('card.title') })).toBeVisible();
        const cards = page.getByRole('list', { name: t('card.listLabel') }).getByRole('listitem');
        await expect(cards).toHaveCount(2);
        const card = cards.filter({ hasText: ACTIVE_CARD });
        await expect(card.getByText(t('card.status.active'), { exact: true })).toBeVisible();
        await expect(card.getByText('Family cars')).toBeVisible();

        const deactivate = page.getByRole('button', {
          name: t('card.deactivateOf', { card: ACTIVE_CARD }),
        });
        await deactivate.click();
        const confirm = page.getByRole('alertdialog', {
          name: t('card.confirmDeactivate', { card: ACTIVE_CARD }),
        });
        await confirm.getByRole('button', { name: t('card.deactivate') }).click();
        await expect(confirm).toBeHidden();
        await expect(page.getByText(t('card.deactivated', { card: ACTIVE_CARD }))).toBeVisible();
        await expect(card.getByText(t('card.status.inactive'), { exact: true })).toBeVisible();

        await page
          .getByRole('button', { name: t('card.activateOf', { card: ACTIVE_CARD }) })
          .click();
        await page
          .getByRole('alertdialog', { name: t('card.confirmActivate', { card: ACTIVE_CARD }) })
          .getByRole('button', { name: t('card.activate') })
          .click();
        await expect(page.getByText(t('card.activated', { card: ACTIVE_CARD }))).toBeVisible();
        await expect(card.getByText(t('card.status.active'), { exact: true })).toBeVisible();
      },
    );

    journey()(
      `${prefix}: adds a card: a bad number refused and kept, then a good one listed`,
      async ({ page, signIn }) => {
        const t = catalogueWordsOf(catalogue, 'utilities', 'forms', 'common');
        await signIn();
        await page.goto(`/${prefix}/my-utilities/toll-wallet/cards`);
        const cards = page.getByRole('list', { name: t('card.listLabel') }).getByRole('listitem');
        await expect(cards).toHaveCount(2);
        await page.getByRole('button', { name: t('card.add'), exact: true }).click();
        const dialog = page.getByRole('dialog', { name: t('card.addTitle') });
        const number = dialog.getByRole('textbox', { name: t('card.cardNumber') });
        await number.fill('12345');
        await dialog.getByRole('combobox', { name: t('card.wallet') }).selectOption('tw-002');
        await dialog.getByRole('button', { name: t('card.add'), exact: true }).click();
        const summary = dialog.locator('[data-slot="error-summary"]');
        await expect(summary).toBeFocused();
        await expect(summary.getByRole('link', { name: t('form.error.cardNumber') })).toBeVisible();
        await expect(number).toHaveValue('12345');

        await number.fill('5000 2222 3333 4444');
        await dialog.getByRole('button', { name: t('card.add'), exact: true }).click();
        await expect(dialog).toBeHidden();
        await expect(page.getByText(t('card.added', { card: '•••• 4444' }))).toBeVisible();
        await expect(cards).toHaveCount(3);
        await expect(
          cards.filter({ hasText: '•••• 4444' }).getByText('Company fleet'),
        ).toBeVisible();
      },
    );

    journey()(
      `${prefix}: moves a card to another wallet; a refusal keeps the dialog and the choice`,
      async ({ page, signIn, consoleErrors }) => {
        const t = catalogueWordsOf(catalogue, 'utilities', 'forms', 'common');
        consoleErrors.allow(
          /503|Service Unavailable|changeLinkedWallet/,
          'the journey makes one change fail',
        );
        await signIn();
        await page.goto(`/${prefix}/my-utilities/toll-wallet/cards`);
        const card = page
          .getByRole('list', { name: t('card.listLabel') })
          .getByRole('listitem')
          .filter({ hasText: ACTIVE_CARD });
        await expect(card.getByText('Family cars')).toBeVisible();
        await page
          .getByRole('button', { name: t('card.changeWalletOf', { card: ACTIVE_CARD }) })
          .click();
        const dialog = page.getByRole('dialog', {
          name: t('card.changeWalletTitle', { card: ACTIVE_CARD }),
        });
        const choice = dialog.getByRole('combobox', { name: t('card.wallet') });
        await expect(choice).toHaveValue('tw-001');
        // A native select: its list is the browser's own; the box must be pressable in the dialog.
        await expectPressable(choice, 'the wallet choice in the dialog');
        await choice.selectOption('tw-002');
        const restore = await faultCalls(
          page,
          '**/rechargeableCards/changeLinkedWallet*',
          `503,message=${DARB_BUSY(prefix)}`,
        );
        await dialog.getByRole('button', { name: t('card.changeWalletSubmit') }).click();
        await expect(dialog.getByText(DARB_BUSY(prefix))).toBeVisible();
        await expect(choice).toHaveValue('tw-002');
        await restore();
        await dialog.getByRole('button', { name: t('card.changeWalletSubmit') }).click();
        await expect(dialog).toBeHidden();
        await expect(
          page.getByText(t('card.walletChanged', { card: ACTIVE_CARD, wallet: 'Company fleet' })),
        ).toBeVisible();
        await expect(card.getByText('Company fleet')).toBeVisible();
      },
    );

    journey()(
      `${prefix}: histories show dated amounts on each tab, the next page, and a failure with retry`,
      async ({ page, signIn, consoleErrors }) => {
        const t = catalogueWordsOf(catalogue, 'utilities', 'forms', 'common');
        consoleErrors.allow(
          /503|Service Unavailable|getUnpaidTransactions/,
          'the journey makes a tab fail',
        );
        await signIn();
        await page.goto(`/${prefix}/my-utilities/toll-wallet`);
        await page
          .getByRole('navigation', { name: t('wallet.nav.label') })
          .getByRole('link', { name: t('wallet.nav.history') })
          .click();
        await expect(page).toHaveURL(new RegExp(`/${prefix}/my-utilities/toll-wallet/history$`));
        await expect(
          page.getByRole('heading', { level: 1, name: t('wallet.history.tabsLabel') }),
        ).toBeVisible();

        // Toll history: 24 crossings of 4.00, 20 a page.
        const tolls = page.getByRole('table', { name: t('wallet.history.tollCaption') });
        const rows = tolls.getByRole('row');
        await expect(rows).toHaveCount(21);
        await expect(tolls.getByRole('rowheader').first()).toHaveText(MONTH[prefix]);
        await expect(rows.nth(1)).toContainText('4.00');
        const pages = page.getByRole('navigation', { name: t('wallet.history.pages') });
        await pages.getByRole('button', { name: t('wallet.history.next') }).click();
        await expect(rows).toHaveCount(5);
        await expect(
          pages.getByRole('button', { name: t('wallet.history.page', { page: 2 }) }),
        ).toHaveAttribute('aria-current', 'page');

        // Financial transactions: top-ups and tolls with the balance after each.
        await page.getByRole('tab', { name: t('wallet.history.financialTab') }).click();
        const money = page.getByRole('table', { name: t('wallet.history.financialCaption') });
        await expect(money.getByRole('row')).toHaveCount(11);
        await expect(money.getByRole('rowheader').first()).toHaveText(MONTH[prefix]);
        await expect(money).toContainText(t('wallet.history.typeName.TopUp'));
        await expect(money.getByRole('row').nth(1)).toContainText(/\d+\.\d{2}/);

        // Unpaid tolls: the server fails first; its message and a retry, then the rows.
        const restore = await faultCalls(
          page,
          '**/user/getUnpaidTransactions*',
          `503,message=${DARB_BUSY(prefix)}`,
        );
        await page.getByRole('tab', { name: t('wallet.history.unpaidTab') }).click();
        await expect(page.getByText(DARB_BUSY(prefix)).first()).toBeVisible();
        await restore();
        await page.getByRole('button', { name: t('common.tryAgain') }).click();
        const unpaid = page.getByRole('table', { name: t('wallet.history.unpaidCaption') });
        await expect(unpaid.getByRole('rowheader').first()).toHaveText(MONTH[prefix]);
        await expect(unpaid.getByRole('row').nth(1)).toContainText('4.00');
      },
    );
  }
});
