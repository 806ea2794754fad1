import { catalogueWordsOf } from './harness/catalogueWords';
import { expectPressable } from './harness/hitTest';
import { expect, journeyIn, test } from './harness/test';

/** The 31st as core's formatDayOrdinal writes it in each language. */
const THIRTY_FIRST = { en: '31st', 'ar-AE': 'الحادي والثلاثون' } as const;

/**
 * Seeded sandbox accounts (packages/sandbox/src/state/linkedAccounts.ts): la-013 "Beach flat" is an
 * ADDC account without autopay; la-004 "Mum’s line" is an e& postpaid line with autopay active.
 */
const BEACH_FLAT = 'Beach flat';
const MUMS_LINE = 'Mum’s line';

for (const locale of ['en', 'ar-AE'] as const) {
  const t = catalogueWordsOf(locale, 'utilities', 'forms');
  const journey = journeyIn(locale);
  const stateTag = (state: 'none' | 'active' | 'paused') =>
    `${t('utilities.autopayState')}: ${t(`autopay.state.${state}`)}`;

  test.describe(`autopay (${locale})`, () => {
    test.beforeEach(async ({ signIn }) => {
      await signIn();
    });

    // The issue's bar, in both languages: set up on day 31 → active → pause → reload → paused.
    test('sets up autopay on the 31st, pauses it, and it is still paused after a reload', async ({
      page,
    }) => {
      await page.goto(`/${locale}/my-utilities`);
      await page.getByRole('link', { name: t('autopay.manage'), exact: true }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: t('autopay.manage') }),
      ).toBeVisible();
      const list = page.getByRole('list', { name: t('autopay.accountsLabel') });
      const card = list.getByRole('listitem').filter({ hasText: BEACH_FLAT });
      await expect(card).toContainText(stateTag('none'));

      await page.getByRole('link', { name: t('autopay.setup'), exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: t('autopay.setup') })).toBeVisible();
      await page.getByRole('link', { name: t('autopay.setupFor', { name: BEACH_FLAT }) }).click();
      await expect(page).toHaveURL(/\/wb\/dge\/autopay\/setup-autopay-account\?id=la-013$/);
      await expect(
        page.getByRole('heading', {
          level: 1,
          name: t('autopay.setupTitle', { name: BEACH_FLAT }),
        }),
      ).toBeVisible();

      // Saving with no day is refused by core's rule; the summary says why.
      await page.getByRole('button', { name: t('autopay.save') }).click();
      await expect(
        page.getByRole('alert').filter({ hasText: t('utilities.form.errorSummaryTitle') }),
      ).toContainText(t('form.error.autopayDay'));

      const day = page.getByRole('combobox', { name: t('autopay.day.label') });
      // The day picker is a native select (the browser draws its list): the box must be pressable
      // once a person has scrolled to it (it sits below the fold at 720 px).
      await expectPressable(day, 'the autopay day picker', { scrollEachIntoView: true });
      const thirtyFirst = t('autopay.day.option', { ordinal: THIRTY_FIRST[locale] });
      await day.selectOption({ label: thirtyFirst });
      await expect(day).toHaveValue('31');
      await page.getByRole('button', { name: t('autopay.save') }).click();

      await expect(page).toHaveURL(new RegExp(`/${locale}/my-utilities/manage-autopay$`));
      await expect(
        page.getByRole('status').filter({
          hasText: t('autopay.savedFor', { name: BEACH_FLAT, ordinal: THIRTY_FIRST[locale] }),
        }),
      ).toBeVisible();
      await expect(card).toContainText(stateTag('active'));
      await expect(card).toContainText(thirtyFirst);

      await page.getByRole('button', { name: t('autopay.pauseFor', { name: BEACH_FLAT }) }).click();
      await expect(card).toContainText(stateTag('paused'));
      await expect(
        page.getByRole('button', { name: t('autopay.resumeFor', { name: BEACH_FLAT }) }),
      ).toBeVisible();

      await page.reload();
      await expect(card).toContainText(stateTag('paused'));
      await expect(card).toContainText(thirtyFirst);
      await expect(
        page.getByRole('button', { name: t('autopay.resumeFor', { name: BEACH_FLAT }) }),
      ).toBeVisible();
    });

    journey()(
      'manages one account: pause, resume, and cancel only after saying yes',
      async ({ page }) => {
        await page.goto(`/${locale}/wb/dge/autopay/manage-autopay-account?id=la-004`);
        await expect(
          page.getByRole('heading', {
            level: 1,
            name: t('autopay.manageTitle', { name: MUMS_LINE }),
          }),
        ).toBeVisible();
        const card = page
          .getByRole('list', { name: t('autopay.accountsLabel') })
          .getByRole('listitem');
        await expect(card).toContainText(stateTag('active'));
        const pause = page.getByRole('button', {
          name: t('autopay.pauseFor', { name: MUMS_LINE }),
        });
        const resume = page.getByRole('button', {
          name: t('autopay.resumeFor', { name: MUMS_LINE }),
        });
        await pause.click();
        await expect(card).toContainText(stateTag('paused'));
        // One button pauses and resumes: its words change and it keeps focus.
        await expect(resume).toBeFocused();
        await resume.click();
        await expect(card).toContainText(stateTag('active'));
        await expect(pause).toBeFocused();

        const cancel = page.getByRole('button', {
          name: t('autopay.cancelFor', { name: MUMS_LINE }),
        });
        await cancel.click();
        const dialog = page.getByRole('alertdialog', {
          name: t('autopay.cancelTitle', { name: MUMS_LINE }),
        });
        await dialog.getByRole('button', { name: t('autopay.keep') }).click();
        await expect(dialog).toBeHidden();
        await expect(card).toContainText(stateTag('active'));
        await expect(cancel).toBeFocused();

        await cancel.click();
        await dialog.getByRole('button', { name: t('autopay.cancelShort') }).click();
        await expect(dialog).toBeHidden();
        await expect(card).toContainText(stateTag('none'));
        // The cancel button is gone: focus waits on the page's heading.
        await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
        await expect(card).toContainText(t('autopay.noDay'));
        await expect(
          page.getByRole('link', { name: t('autopay.setupFor', { name: MUMS_LINE }) }),
        ).toBeVisible();
        await expect(page.getByRole('heading', { name: t('autopay.changeDay') })).toBeHidden();
      },
    );
  });
}
