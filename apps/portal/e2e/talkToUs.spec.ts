import type { Page } from '@playwright/test';
import { catalogueWordsOf } from './harness/catalogueWords';
import { expect, test } from './harness/test';

/**
 * Talk to us (SCREENS.md S7.5), in each language: the contact channels (the CMS page) above the
 * feedback form; sent empty, the error summary takes focus and names the fields; a bad email is
 * refused and what was typed stays; fixed, with the sandbox's captcha passed, it is sent with a
 * reference. A captcha the server refuses shows its message and keeps the text.
 */
const CAPTCHA_REFUSED = {
  en: 'The security check failed.',
  'ar-AE': 'لم ينجح التحقق الأمني.',
} as const;

/** A regular expression matching `text` literally. */
const literally = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

for (const locale of ['en', 'ar-AE'] as const) {
  const t = catalogueWordsOf(locale, 'services', 'forms', 'common');

  test.describe(`talk to us (${locale})`, () => {
    async function openForm(page: Page) {
      await page.goto(`/${locale}/talk-to-us`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const form = page.locator('[data-slot="feedback-form"]');
      const field = (key: string) => form.getByRole('textbox', { name: literally(t(key)) });
      const robot = form.getByRole('checkbox', { name: t('form.captcha.check') });
      await expect(robot).toBeEnabled();
      return {
        form,
        name: field('talkToUs.form.name'),
        email: field('talkToUs.form.email'),
        topic: form.getByRole('combobox', { name: literally(t('talkToUs.form.topic')) }),
        message: field('talkToUs.form.message'),
        robot,
        submit: form.getByRole('button', { name: t('talkToUs.form.submit') }),
        summary: form.getByRole('alert').filter({ hasText: t('talkToUs.form.errorSummary') }),
      };
    }

    test(`refused empty, then a bad email kept, then sent with a reference (${locale})`, async ({
      page,
    }) => {
      const f = await openForm(page);
      await f.submit.click();
      // Each line of the summary names its field.
      for (const key of [
        'form.error.feedbackNameRequired',
        'form.error.feedbackEmailRequired',
        'form.error.feedbackTopic',
        'form.error.feedbackMessageRequired',
      ])
        await expect(f.summary).toContainText(t(key));
      await expect(f.summary).toContainText(t('form.error.captcha'));
      await expect(page.locator('[data-slot="error-summary"]')).toBeFocused();
      await expect(f.name).toHaveAccessibleDescription(
        literally(t('form.error.feedbackNameRequired')),
      );

      await f.name.fill('Mariam Al Ali');
      await f.email.fill('mariam@');
      await f.topic.selectOption('suggestion');
      await f.message.fill('Please show the opening hours on each service page.');
      await f.submit.click();
      await expect(f.summary).toContainText(t('form.error.email'));
      await expect(f.email).toHaveValue('mariam@');
      await expect(f.message).toHaveValue('Please show the opening hours on each service page.');

      await f.email.fill('mariam@example.ae');
      await f.robot.check();
      await expect(
        f.form.getByRole('status').filter({ hasText: t('form.captcha.passed') }),
      ).toBeVisible();
      await f.submit.click();
      const sent = page.locator('[data-slot="feedback-sent"]');
      await expect(sent).toContainText(/FB-\d{6}/);
      await expect(sent.getByRole('link', { name: t('talkToUs.sent.home') })).toBeVisible();
    });

    test(`a captcha the server refuses: its message, the text kept (${locale})`, async ({
      page,
      consoleErrors,
    }) => {
      consoleErrors.allow(/status of 422/, 'the sandbox refuses the failed captcha with 422');
      // The rule is set by the page itself, so it is this browser's sandbox session's, the one its
      // captcha tokens come from. A visitor's context has no session cookie before the page asks
      // for one, so a request from the test went to the sandbox's shared session, where the other
      // language's journey, run at the same time, could spend it (a fresh-clone run did).
      const f = await openForm(page);
      const ruled = await page.evaluate(async () => {
        const response = await fetch('/__sandbox/captcha/mode', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ mode: 'fail', times: 1 }),
        });
        return response.ok;
      });
      expect(ruled).toBe(true);
      await f.name.fill('Mariam Al Ali');
      await f.email.fill('mariam@example.ae');
      await f.topic.selectOption('question');
      await f.message.fill('When are the service centres open during Eid?');
      await f.robot.check();
      await expect(
        f.form.getByRole('status').filter({ hasText: t('form.captcha.passed') }),
      ).toBeVisible();
      await f.submit.click();
      await expect(f.summary).toContainText(CAPTCHA_REFUSED[locale]);
      await expect(page.locator('[data-slot="error-summary"]')).toBeFocused();
      await expect(f.message).toHaveValue('When are the service centres open during Eid?');
      await expect(f.robot).not.toBeChecked();
    });
  });
}
