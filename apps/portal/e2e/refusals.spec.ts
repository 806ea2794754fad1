import type { Page } from '@playwright/test';
import type { PortalLocale } from '@portal/core';
import { catalogueWordsOf } from './harness/catalogueWords';
import { faultCalls } from './harness/sandboxFault';
import { expect, test } from './harness/test';

/**
 * Refusals in the reader's language (issue R): the sandbox refuses in the page's language (core's
 * client asks with Accept-Language), the app shows a refusal in the page's language as it came and
 * an English one on an Arabic page as the generic "Something went wrong" in Arabic (core's
 * `serverTextFor`); a number that cannot be read is "Invalid number" (spec 000 §8), and a mobile
 * stored as +9715… is shown as 05… (spec 000 §9).
 */

/** The sandbox's refusals, as it words them in each language (src/refusals/). */
const REFUSED = {
  noSuchAccount: {
    en: 'Abu Dhabi Distribution Company (ADDC) has no account 0000123456.',
    'ar-AE': 'لا يوجد لدى «شركة أبوظبي للتوزيع» حساب «0000123456».',
  },
  alreadyLinked: {
    en: 'is already linked.',
    'ar-AE': 'مرتبط بالفعل.',
  },
} as const;

/** A refusal in English, sent on purpose through a sandbox fault switch. */
const ENGLISH_REFUSAL = 'This account is closed at the provider.';

const LOCALES: readonly PortalLocale[] = ['en', 'ar-AE'];

for (const locale of LOCALES) {
  const t = catalogueWordsOf(locale, 'common', 'utilities', 'forms', 'locker');

  test.describe(`refusals in the reader’s language (${locale}, issue R)`, () => {
    async function linkAddc(page: Page, accountNumber: string) {
      await page.goto(`/${locale}/my-utilities/link/addc`);
      const number = page.getByRole('textbox', { name: t('account.number.label') });
      await number.fill(accountNumber);
      await page.getByRole('button', { name: t('account.link') }).click();
      const summary = page
        .getByRole('alert')
        .filter({ hasText: t('utilities.form.errorSummaryTitle') });
      return { number, summary };
    }

    test('an account the provider does not know is refused in the page’s language, the number kept', async ({
      page,
      signIn,
      consoleErrors,
    }) => {
      consoleErrors.allow(/status of 422/, 'the sandbox refuses the unknown account with 422');
      await signIn();
      const { number, summary } = await linkAddc(page, '0000123456');
      await expect(summary).toContainText(REFUSED.noSuchAccount[locale]);
      await expect(page.locator('[data-slot="error-summary"]')).toBeFocused();
      await expect(number).toHaveValue('0000123456');
    });

    test('an account already linked is refused in the page’s language', async ({
      page,
      signIn,
      consoleErrors,
    }) => {
      consoleErrors.allow(/status of 409/, 'the sandbox refuses the second link with 409');
      await signIn();
      await page.goto(`/${locale}/my-utilities`);
      // Linked once, then the same number again.
      await linkAddc(page, '1234509876');
      await expect(page).toHaveURL(new RegExp(`/${locale}/my-utilities$`));
      const again = await linkAddc(page, '1234509876');
      await expect(again.summary).toContainText(REFUSED.alreadyLinked[locale]);
      await expect(again.summary).toContainText('1234509876');
    });

    test(
      locale === 'en'
        ? 'an English refusal on an English page is shown as it came'
        : 'an English refusal on an Arabic page gives the generic sentence in Arabic',
      async ({ page, signIn, consoleErrors }) => {
        consoleErrors.allow(/status of 422/, 'the link call is refused on purpose (sandbox fault)');
        await signIn();
        await faultCalls(page, /\/addc\/verifyAndLinkAccount/, `422,message=${ENGLISH_REFUSAL}`);
        const { number, summary } = await linkAddc(page, '1234567801');
        if (locale === 'en') {
          await expect(summary).toContainText(ENGLISH_REFUSAL);
        } else {
          await expect(summary).toContainText(t('something.wentWrong'));
          await expect(page.getByText(ENGLISH_REFUSAL)).toHaveCount(0);
        }
        await expect(number).toHaveValue('1234567801');
      },
    );

    test('an amount that is not a number says “Invalid number”', async ({ page, signIn }) => {
      await signIn();
      await page.goto(`/${locale}/my-utilities/toll-wallet/top-up/tw-001`);
      await page.getByRole('radio', { name: t('amountPicker.custom') }).click();
      const custom = page.getByRole('textbox', { name: t('amountPicker.custom') });
      await custom.fill('.');
      await page.getByRole('button', { name: t('wallet.topUp.submit') }).click();
      await expect(page.getByRole('alert').first()).toContainText(t('common.invalidNumber'));
      await expect(custom).toHaveValue('.');
    });

    test('My data shows the mobile +971 50 123 4567 as 0501234567, left to right', async ({
      page,
      signIn,
    }) => {
      await signIn();
      await page.goto(`/${locale}/my-data`);
      const main = page.getByRole('main');
      const mobile = main.getByText('0501234567', { exact: true });
      await expect(mobile).toBeVisible();
      await expect(mobile).toHaveAttribute('dir', 'ltr');
      await expect(main.getByText('+971501234567')).toHaveCount(0);
      await expect(main.getByText(t('myData.mobile'))).toBeVisible();
    });
  });
}
