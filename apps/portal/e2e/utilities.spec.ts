import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './harness/axe';
import { catalogueWordsOf, escapeRegExp } from './harness/catalogueWords';
import { expectPressable } from './harness/hitTest';
import { expect, journeyIn, test } from './harness/test';

/** The sandbox's test payment page (packages/sandbox/src/pages/paymentPage.ts). */
const GATEWAY = {
  en: { approve: 'Approve payment', decline: 'Decline payment', cancel: 'Cancel and go back' },
  'ar-AE': { approve: 'الموافقة على الدفع', decline: 'رفض الدفع', cancel: 'إلغاء والعودة' },
} as const;

/** The sandbox's refusal of a failed captcha (packages/sandbox/src/routes/captcha.ts). */
const CAPTCHA_REFUSED = {
  en: 'The security check failed. Check the box again, then share.',
  'ar-AE': 'لم ينجح التحقق الأمني. ضع علامة في المربع مرة أخرى، ثم شارك.',
} as const;

/** The sandbox's refusal of a second payment of a settled bill (packages/sandbox/src/state/paymentStart.ts). */
const ALREADY_PAID = {
  en: 'This bill has already been paid',
  'ar-AE': 'تم دفع هذه الفاتورة بالفعل',
} as const;

/** An amount as core's formatAmount writes it in the page ("1,234.50"): Latin digits in both languages. */
const AMOUNT = /\d[\d,]*\.\d{2}/;

/** A regular expression matching `text` literally. */
const literally = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

for (const locale of ['en', 'ar-AE'] as const) {
  const t = catalogueWordsOf(locale, 'common', 'utilities', 'forms');
  const lockerWords = catalogueWordsOf(locale, 'locker', 'common');
  const journey = journeyIn(locale);

  /**
   * The pay step's chosen pill (a bill preselects its whole amount due) and its button, which says
   * that amount: "Pay AED 281.17".
   */
  async function chosenAmount(page: Page) {
    const chosen = page.getByRole('radio', { checked: true });
    await expect(chosen).toBeVisible();
    const label = ((await chosen.textContent()) ?? '').trim();
    return {
      chosen,
      label,
      button: page.getByRole('button', {
        name: t('utilities.pay.submitAmount', { amount: label }),
      }),
    };
  }

  test.describe(`utilities hub (${locale})`, () => {
    test.beforeEach(async ({ signIn }) => {
      test.slow(); // the payment journeys cross the gateway page and back on a 2-core runner
      await signIn();
    });

    journey()(
      'links an electricity account: 9 digits refused and kept, then 10 digits linked and listed',
      async ({ page }) => {
        await page.goto(`/${locale}/my-utilities`);
        await expect(
          page.getByRole('heading', { level: 1, name: t('utilities.title') }),
        ).toBeVisible();
        await expect(
          page.getByRole('heading', { level: 2, name: t('utilities.category.electricityWater') }),
        ).toBeVisible();
        await page.getByRole('button', { name: t('utilities.addAccount') }).click();
        await expectPressable(
          page.getByRole('menu').getByRole('menuitem'),
          'the add-account menu’s items',
          { scrollEachIntoView: true },
        );
        await page.getByRole('menuitem', { name: t('utilities.entity.addc') }).click();
        await expect(page.getByRole('heading', { level: 1 })).toContainText(
          t('utilities.entity.addc'),
        );

        const number = page.getByRole('textbox', { name: t('account.number.label') });
        await number.fill('123456789');
        await page.getByRole('textbox', { name: t('account.nickname.label') }).fill('Summer house');
        await page.getByRole('button', { name: t('account.link') }).click();
        const summary = page
          .getByRole('alert')
          .filter({ hasText: t('utilities.form.errorSummaryTitle') });
        await expect(summary).toContainText(t('form.error.accountNumberLength'));
        await expect(page.locator('[data-slot="error-summary"]')).toBeFocused();
        await expect(number).toHaveValue('123456789');

        // The field stops at ten digits.
        await number.fill('98765432101');
        await expect(number).toHaveValue('9876543210');
        await page.getByRole('button', { name: t('account.link') }).click();
        await expect(page).toHaveURL(new RegExp(`/${locale}/my-utilities$`));
        await expect(page.getByRole('heading', { level: 3, name: 'Summer house' })).toBeVisible();
        await expect(
          page
            .getByRole('listitem')
            .filter({ hasText: 'Summer house' })
            .filter({ hasText: '9876543210' }),
        ).toBeVisible();
      },
    );

    journey()('refuses a nickname with a colon and keeps what was typed', async ({ page }) => {
      await page.goto(`/${locale}/my-utilities/link/aadc`);
      await page.getByRole('textbox', { name: t('account.number.label') }).fill('1234567890');
      const nickname = page.getByRole('textbox', { name: t('account.nickname.label') });
      await nickname.fill('Home: main');
      await page.getByRole('button', { name: t('account.link') }).click();
      await expect(page.getByRole('alert').first()).toContainText(
        t('form.error.specialCharacters'),
      );
      await expect(nickname).toHaveValue('Home: main');
      await expect(page).toHaveURL(/\/link\/aadc$/);
    });

    journey()(
      'renames an account (a colon refused and kept), then removes it after confirming',
      async ({ page }) => {
        await page.goto(`/${locale}/my-utilities`);
        const firstEdit = page
          .getByRole('button', { name: new RegExp(`^${escapeRegExp(t('account.editNickname'))}`) })
          .first();
        await firstEdit.click();
        const dialog = page.getByRole('dialog');
        const field = dialog.getByRole('textbox', {
          name: new RegExp(escapeRegExp(t('account.nickname.newLabel'))),
        });
        await field.fill('Villa: main');
        await dialog.getByRole('button', { name: t('account.saveNickname') }).click();
        const summary = dialog
          .getByRole('alert')
          .filter({ hasText: t('utilities.form.errorSummaryTitle') });
        await expect(summary).toContainText(t('form.error.specialCharacters'));
        await expect(dialog.locator('[data-slot="error-summary"]')).toBeFocused();
        await expect(field).toHaveValue('Villa: main');
        await expectNoAxeViolations(page, 'rename dialog refusing a nickname');

        await field.fill('Desert villa');
        await dialog.getByRole('button', { name: t('account.saveNickname') }).click();
        await expect(dialog).toBeHidden();
        await expect(page.getByText(t('utilities.nickname.saved'))).toBeVisible();
        await expect(page.getByRole('heading', { level: 3, name: 'Desert villa' })).toBeVisible();

        await page
          .getByRole('button', { name: t('account.removeFor', { name: 'Desert villa' }) })
          .click();
        const confirm = page.getByRole('alertdialog', {
          name: t('account.removeTitle', { name: 'Desert villa' }),
        });
        await expect(confirm).toContainText(t('account.removeConfirm'));
        await expectNoAxeViolations(page, 'remove confirmation');
        await confirm.getByRole('button', { name: t('account.removeAction') }).click();
        await expect(confirm).toBeHidden();
        await expect(page.getByText(t('utilities.removed'))).toBeVisible();
        await expect(page.getByRole('heading', { level: 3, name: 'Desert villa' })).toHaveCount(0);
        // Removed in the sandbox too, not only on this page.
        await page.reload();
        await expect(
          page.getByRole('heading', { level: 2, name: t('utilities.category.electricityWater') }),
        ).toBeVisible();
        await expect(page.getByRole('heading', { level: 3, name: 'Desert villa' })).toHaveCount(0);
      },
    );

    journey()(
      'pays a bill, approves on the payment page and downloads a PDF receipt',
      async ({ page }) => {
        await page.goto(`/${locale}/my-utilities/pay/addc/la-013`);
        await expect(page.getByText(t('amountPicker.label'))).toBeVisible();
        await (await chosenAmount(page)).button.click();
        // The payment page names the provider, not its code.
        const approve = page.getByRole('button', { name: GATEWAY[locale].approve });
        await expect(approve).toBeVisible();
        const provider = t('utilities.provider.ADDA00002');
        await expect(page.getByText(provider).first()).toBeVisible();
        await expect(page.getByText('ADDA00002')).toHaveCount(0);
        await approve.click();
        await expect(page).toHaveURL(/\/my-utilities\/receipt\/addc\/TXN-/);
        await expect(page.getByText(t('utilities.receipt.success'))).toBeVisible();
        // The receipt says which account was paid.
        await expect(page.getByText(t('utilities.receipt.provider'))).toBeVisible();
        await expect(page.getByText(provider)).toBeVisible();
        const downloading = page.waitForEvent('download');
        await page.getByRole('button', { name: t('utilities.receipt.download') }).click();
        const download = await downloading;
        const path = await download.path();
        expect(readFileSync(path).subarray(0, 5).toString('latin1')).toBe('%PDF-');
      },
    );

    journey()(
      'a receipt that cannot be loaded says so, and trying again shows it',
      async ({ page }) => {
        // The first inquiry answers a broken gateway page; the retry reaches the sandbox as usual.
        let broken = 1;
        await page.route('**/payment/inquiryTransactionV2*', async (route) => {
          const headers = { ...route.request().headers() };
          if (broken-- > 0) headers['x-sandbox-fault'] = 'malformed';
          await route.continue({ headers });
        });
        await page.goto(`/${locale}/my-utilities/receipt/addc/TXN-SBX-SEED-001`);
        await expect(page.getByText(t('utilities.receipt.error')).first()).toBeVisible();
        await expect(
          page.getByRole('button', { name: t('utilities.receipt.download') }),
        ).toHaveCount(0);
        await page.getByRole('button', { name: t('utilities.tryAgain') }).click();
        await expect(page.getByText(t('utilities.receipt.success'))).toBeVisible();
        await expect(page.getByText('TXN-SBX-SEED-001')).toBeVisible();
        await expect(
          page.getByRole('button', { name: t('utilities.receipt.download') }),
        ).toBeVisible();
      },
    );

    journey()(
      'opens the bill details of an electricity account: six months in the table, the bill as a PDF',
      async ({ page }) => {
        await page.goto(`/${locale}/my-utilities`);
        const electricity = page.getByRole('region', {
          name: t('utilities.category.electricityWater'),
        });
        await electricity
          .getByRole('link', { name: t('bill.details') })
          .first()
          .click();
        await expect(page).toHaveURL(/\/my-utilities\/bills\/(addc|aadc)\/la-/);
        await expect(page.getByRole('heading', { level: 1 })).toContainText(t('bill.details'));
        const consumptions = page.getByRole('table', { name: t('bill.consumptionChart') });
        // A header row and the six months.
        await expect(consumptions.getByRole('row')).toHaveCount(7);
        await expect(
          page.getByRole('table', { name: t('bill.lastSixBills') }).getByRole('row'),
        ).toHaveCount(7);
        const downloading = page.waitForEvent('download');
        await page.getByRole('button', { name: t('bill.downloadPdf') }).click();
        const download = await downloading;
        expect(
          readFileSync(await download.path())
            .subarray(0, 5)
            .toString('latin1'),
        ).toBe('%PDF-');
      },
    );

    journey()('a declined payment says so and shows no receipt', async ({ page }) => {
      await page.goto(`/${locale}/my-utilities/pay/addc/la-014`);
      await (await chosenAmount(page)).button.click();
      await page.getByRole('button', { name: GATEWAY[locale].decline }).click();
      await expect(page).toHaveURL(/\/my-utilities\/pay\/addc\/la-014\?/);
      await expect(page.getByText(t('utilities.pay.declined'))).toBeVisible();
      await expect(page.getByText(t('utilities.receipt.success'))).toHaveCount(0);
    });

    journey()(
      'refuses a toll top-up under the minimum of 10, keeping the amount',
      async ({ page }) => {
        await page.goto(`/${locale}/my-utilities/pay/salik/la-011`);
        await page.getByRole('radio', { name: t('amountPicker.custom') }).click();
        const field = page.getByRole('textbox', { name: t('amountPicker.custom') });
        await expect(
          page.getByText(t('amountPicker.minimumHint', { amount: '10.00' })),
        ).toBeVisible();
        await field.fill('5');
        await page.getByRole('button', { name: t('utilities.pay.submit') }).click();
        await expect(page.locator('[data-slot="error-summary"]')).toBeFocused();
        await expect(page.getByRole('alert').first()).toContainText(
          t('form.error.amountMin', { limit: '10' }),
        );
        await expect(field).toHaveValue('5');
        await expect(page).toHaveURL(/\/pay\/salik\/la-011$/);
      },
    );
  });

  // Issue O items 6–8: what a resident pays, and the one record of each bill, in both languages.
  test.describe(`paying a bill (${locale})`, () => {
    test.beforeEach(async ({ signIn }) => {
      test.slow(); // the journeys cross the gateway page and back on a 2-core runner
      await signIn();
    });

    journey('every language')(
      'pays the whole amount due by default, then the settled bill cannot be paid again',
      async ({ page, context, consoleErrors }) => {
        consoleErrors.allow(/status of 409/, 'the sandbox refuses to pay a settled bill with 409');
        const payPath = `/${locale}/my-utilities/pay/addc/la-013`;
        await page.goto(payPath);
        // The full amount due is chosen, and the button says it (not the smallest quick amount).
        const { label, button } = await chosenAmount(page);
        const due = AMOUNT.exec(label)?.[0] ?? 'missing';
        await expect(page.getByRole('definition').filter({ hasText: due })).toBeVisible();
        await expect(page.getByRole('radio')).toHaveCount(2); // the amount due and "other amount"
        await expect(button).toBeVisible();

        // A second tab opened on the same bill before it is paid.
        const later = await context.newPage();
        await later.goto(payPath);
        const stale = await chosenAmount(later);
        await expect(stale.button).toBeVisible();

        await button.click();
        await page.getByRole('button', { name: GATEWAY[locale].approve }).click();
        await expect(page).toHaveURL(/\/my-utilities\/receipt\/addc\/TXN-/);
        await expect(page.getByText(t('utilities.receipt.success'))).toBeVisible();
        await expect(page.getByRole('definition').filter({ hasText: due })).toBeVisible();

        // Paying it again from the other tab: the server's refusal, in this language; the choice stays.
        await stale.button.click();
        await expect(
          later.getByRole('alert').filter({ hasText: ALREADY_PAID[locale] }),
        ).toBeVisible();
        await expect(stale.chosen).toBeChecked();
        await expect(later).toHaveURL(new RegExp(`${escapeRegExp(payPath)}$`));

        // Opened afresh, the pay page says nothing is due and offers no payment.
        await page.goto(payPath);
        await expect(page.getByText(t('utilities.pay.nothingDue'))).toBeVisible();
        await expect(page.getByRole('radio')).toHaveCount(0);
        await expectNoAxeViolations(page, 'pay page of a settled bill');
      },
    );

    journey('every language')(
      'My payments and bill details give an overdue bill the same due date, marked overdue, and Pay leads to paying it',
      async ({ page }) => {
        await page.goto(`/${locale}/mylocker/payments/list?dueOnly=true`);
        const overdue = page
          .getByRole('list', { name: lockerWords('payment.listLabel') })
          .getByRole('listitem')
          .filter({ hasText: lockerWords('payment.status.overdue') })
          .first();
        await expect(overdue).toBeVisible();
        const title = ((await overdue.getByRole('heading').textContent()) ?? '').trim();
        const amount = AMOUNT.exec(
          (await overdue.getByRole('definition').first().textContent()) ?? '',
        )?.[0];
        const dueDate = ((await overdue.getByRole('definition').nth(1).textContent()) ?? '').trim();
        expect(amount).toBeDefined();
        expect(dueDate).not.toBe('');

        // Its bill details, from the utilities hub, as a person finds them.
        const nickname = title.split(' · ').at(-1) ?? title;
        await page.goto(`/${locale}/my-utilities`);
        await page
          .getByRole('listitem')
          .filter({ has: page.getByRole('heading', { level: 3, name: nickname, exact: true }) })
          .filter({ hasText: amount ?? 'missing' })
          .getByRole('link', { name: t('bill.detailsFor', { name: nickname }) })
          .click();
        await expect(page).toHaveURL(/\/my-utilities\/bills\/[a-z]+\/la-\d+$/);
        const current = page.getByRole('region', { name: t('bill.current') });
        await expect(current.getByRole('definition').filter({ hasText: dueDate })).toBeVisible();
        await expect(
          current.getByRole('definition').filter({ hasText: t('bill.statusName.Overdue') }),
        ).toBeVisible();
        await expect(
          current.getByRole('definition').filter({ hasText: amount ?? 'missing' }),
        ).toBeVisible();
        // A realistic bill number: digits only, no account id.
        await expect(current.getByRole('definition').filter({ hasText: /^\d{12}$/ })).toBeVisible();
        await expectNoAxeViolations(page, 'bill details of an overdue bill');

        await current.getByRole('link', { name: t('bill.pay') }).click();
        await expect(page).toHaveURL(/\/my-utilities\/pay\/[a-z]+\/la-\d+$/);
        const { label, button } = await chosenAmount(page);
        expect(label).toContain(amount);
        await expect(button).toBeVisible();
      },
    );
  });

  // Share a bill (SCREENS.md S5.5): both journeys run in both languages (the bar).
  test.describe(`share a bill (${locale})`, () => {
    const BILL = `/${locale}/my-utilities/bills/addc/la-013`;

    test.beforeEach(async ({ signIn }) => {
      await signIn();
    });

    /** Opens the share dialog of the seeded electricity bill; waits for the captcha's words. */
    async function openShareDialog(page: Page) {
      await page.goto(BILL);
      await page.getByRole('button', { name: t('bill.share') }).click();
      const dialog = page.getByRole('dialog', { name: t('shareBill.title') });
      const emails = dialog.getByRole('textbox', { name: literally(t('shareBill.emails.label')) });
      const robot = dialog.getByRole('checkbox', { name: t('form.captcha.check') });
      await expect(robot).toBeEnabled();
      return { dialog, emails, robot };
    }

    test(`refuses a bad address and keeps it, then shares with good ones and a passed captcha (${locale})`, async ({
      page,
    }) => {
      const { dialog, emails, robot } = await openShareDialog(page);
      await emails.fill('mariam@example.ae, not-an-address');
      await robot.check();
      await expect(
        dialog.getByRole('status').filter({ hasText: t('form.captcha.passed') }),
      ).toBeVisible();
      await dialog.getByRole('button', { name: t('shareBill.submit') }).click();

      const summary = dialog
        .getByRole('alert')
        .filter({ hasText: t('utilities.form.errorSummaryTitle') });
      await expect(summary).toContainText(t('form.error.emailList'));
      await expect(page.locator('[data-slot="error-summary"]')).toBeFocused();
      await expect(emails).toHaveValue('mariam@example.ae, not-an-address');
      // The field is named: the summary links to it and its own error describes it.
      await expect(emails).toHaveAccessibleDescription(literally(t('form.error.emailList')));
      await summary.getByRole('link', { name: t('form.error.emailList') }).click();
      await expect(emails).toBeFocused();

      await emails.fill('mariam@example.ae;\nahmed@example.ae, MARIAM@example.ae');
      await dialog.getByRole('button', { name: t('shareBill.submit') }).click();
      await expect(dialog.getByText(t('shareBill.success'))).toBeVisible();
      await expect(emails).toHaveCount(0);
      await dialog
        .getByRole('button', { name: t('common.close') })
        .last()
        .click();
      await expect(dialog).toHaveCount(0);
      await expect(page.getByRole('button', { name: t('bill.share') })).toBeFocused();
    });

    test(`a failed captcha is refused by the server: its message, the text kept, the box unchecked (${locale})`, async ({
      page,
      consoleErrors,
    }) => {
      consoleErrors.allow(/status of 422/, 'the sandbox refuses the failed captcha with 422');
      // The sandbox's fault-style switch: this session's next token fails the verify step.
      const rule = await page.request.post('/__sandbox/captcha/mode', {
        data: { mode: 'fail', times: 1 },
      });
      expect(rule.ok()).toBe(true);
      const { dialog, emails, robot } = await openShareDialog(page);
      await emails.fill('mariam@example.ae');
      await robot.check();
      await expect(
        dialog.getByRole('status').filter({ hasText: t('form.captcha.passed') }),
      ).toBeVisible();
      await dialog.getByRole('button', { name: t('shareBill.submit') }).click();

      const summary = dialog
        .getByRole('alert')
        .filter({ hasText: t('utilities.form.errorSummaryTitle') });
      await expect(summary).toContainText(CAPTCHA_REFUSED[locale]);
      await expect(page.locator('[data-slot="error-summary"]')).toBeFocused();
      await expect(emails).toHaveValue('mariam@example.ae');
      await expect(robot).not.toBeChecked();

      // The next token passes (the rule was for one): checking again shares the bill.
      await robot.check();
      await expect(
        dialog.getByRole('status').filter({ hasText: t('form.captcha.passed') }),
      ).toBeVisible();
      await dialog.getByRole('button', { name: t('shareBill.submit') }).click();
      await expect(dialog.getByText(t('shareBill.success'))).toBeVisible();
    });
  });
}
