import type { Page } from '@playwright/test';
import { catalogueWordsOf, escapeRegExp } from './harness/catalogueWords';
import { expectNoAxeViolations } from './harness/axe';
import { pageIsLive } from './harness/pageIsLive';
import { faultCalls } from './harness/sandboxFault';
import { expect, journeyIn, test } from './harness/test';

/**
 * The assistant (issue R, SCREENS.md S9.1): its page `/{lang}/chat` and the panel every other page
 * has, answering from the sandbox's own data (packages/sandbox/src/assistant/answerAssistant.ts):
 * the signed-in person's bills with a Pay that is the portal's payment flow, services that open
 * their page, information pages, a failure that offers Retry, and `/chat?action=pay`.
 */

/** The sandbox's test payment page (packages/sandbox/src/pages/paymentPage.ts). */
const APPROVE = { en: 'Approve payment', 'ar-AE': 'الموافقة على الدفع' } as const;

/** What the sandbox answers a question about bills, in each language (answerAssistant.ts). */
const BILLS_ANSWER = { en: /^You have \d+ bills? to pay/, 'ar-AE': /^لديك/ } as const;

/** The question typed in each language. */
const QUESTIONS = {
  en: { bills: 'I want to pay my bills', licence: 'I want to renew my trade licence' },
  'ar-AE': { bills: 'أريد دفع فواتيري', licence: 'أريد تجديد رخصة تجارية' },
} as const;

const ASSISTANT_ANSWER = 'li[data-role="assistant"]';

/** A catalogue sentence as a pattern, each `{placeholder}` left unfilled matching any text. */
const templateRegExp = (template: string) =>
  new RegExp(`^${escapeRegExp(template).replace(/\\\{\w+\\\}/g, '.+')}$`);

for (const locale of ['en', 'ar-AE'] as const) {
  const t = catalogueWordsOf(locale, 'common', 'shell', 'assistant');
  const utilities = catalogueWordsOf(locale, 'common', 'utilities', 'forms');
  const journey = journeyIn(locale);

  /** Types a question in the composer and sends it with Enter, as a keyboard user does. */
  async function ask(page: Page, question: string) {
    const composer = page.getByRole('textbox', { name: t('assistant.composer.label') });
    await composer.fill(question);
    await composer.press('Enter');
  }

  /** The last answer, once complete (its live region has spoken). */
  async function lastAnswer(page: Page) {
    const answer = page.locator(ASSISTANT_ANSWER).last();
    await expect(answer).not.toHaveAttribute('aria-busy', 'true');
    return answer;
  }

  test.describe(`assistant (${locale})`, () => {
    journey('every language')(
      'answers a question typed in the page’s language, keyboard only, and says it once done',
      async ({ page }) => {
        await page.goto(`/${locale}/chat`);
        await expect(
          page.getByRole('heading', { level: 1, name: t('assistant.title') }),
        ).toBeVisible();
        // Keyboard only: from the page's start to the composer, then Enter sends.
        const composer = page.getByRole('textbox', { name: t('assistant.composer.label') });
        for (let presses = 0; presses < 60; presses += 1) {
          if (await composer.evaluate((element) => element === document.activeElement)) break;
          await page.keyboard.press('Tab');
        }
        await expect(composer).toBeFocused();
        await page.keyboard.type(t('assistant.suggestion.findInformation'));
        await page.keyboard.press('Shift+Enter');
        await expect(composer).toHaveValue(`${t('assistant.suggestion.findInformation')}\n`);
        await page.keyboard.press('Enter');
        const answer = await lastAnswer(page);
        await expect(answer).toHaveAttribute('lang', locale);
        await expect(answer).toHaveAttribute('dir', locale === 'en' ? 'ltr' : 'rtl');
        await expect(answer.getByRole('link', { name: /./ }).first()).toBeVisible();
        // The person's message keeps its own direction.
        await expect(page.locator('li[data-role="user"]').last()).toHaveAttribute('dir', 'auto');
        // The live region says the finished answer once (role=status inside the conversation).
        await expect(
          page.locator('[data-slot="assistant-conversation"] > [data-slot="live-region"]'),
        ).toHaveText(templateRegExp(t('assistant.answered')));
        await expectNoAxeViolations(page, 'assistant conversation');
      },
    );

    journey('every language')(
      'pays a bill from the assistant, through the payment page, to the receipt',
      async ({ page, signIn }) => {
        test.slow(); // crosses the gateway page and back on a 2-core runner
        await signIn();
        await page.goto(`/${locale}/chat`);
        await ask(page, QUESTIONS[locale].bills);
        const answer = await lastAnswer(page);
        await expect(answer.locator('p').nth(1)).toHaveText(BILLS_ANSWER[locale]);
        const pay = answer.getByRole('link', {
          name: templateRegExp(t('assistant.bill.payLabel')),
        });
        await expect(pay.first()).toBeVisible();
        await pay.first().click();
        await expect(page).toHaveURL(new RegExp(`/${locale}/my-utilities/pay/`));
        await expect(page.getByText(utilities('amountPicker.label'))).toBeVisible();
        const chosen = page.getByRole('radio', { checked: true });
        await expect(chosen).toBeVisible();
        const label = ((await chosen.textContent()) ?? '').trim();
        await page
          .getByRole('button', { name: utilities('utilities.pay.submitAmount', { amount: label }) })
          .click();
        await page.getByRole('button', { name: APPROVE[locale] }).click();
        await expect(page).toHaveURL(/\/my-utilities\/receipt\/[^/]+\/TXN-/);
        await expect(page.getByText(utilities('utilities.receipt.success'))).toBeVisible();
      },
    );

    journey()('a service card opens the service’s page', async ({ page }) => {
      await page.goto(`/${locale}/chat`);
      await ask(page, QUESTIONS[locale].licence);
      const answer = await lastAnswer(page);
      const open = answer.getByRole('link', {
        name: new RegExp(`^${escapeRegExp(t('assistant.service.open'))}: `),
      });
      await expect(open.first()).toBeVisible();
      const name = (await open.first().getAttribute('aria-label')) ?? '';
      const title = name.slice(t('assistant.service.open').length + 2);
      await open.first().click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/services/[^/]+/[^/]+/[^/]+$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    });

    journey()(
      'a failing provider shows the page’s own words and a retry that works',
      async ({ page, consoleErrors }) => {
        consoleErrors.allow(
          /status of 503 .*\/api\/assistant\/answer/,
          'the journey makes the assistant fail (sandbox fault); the page shows its own words',
        );
        await page.goto(`/${locale}/chat`);
        const stopFault = await faultCalls(
          page,
          '**/api/assistant/answer',
          '503,message=ORA-00942: table or view does not exist',
        );
        await page
          .getByRole('group', { name: t('assistant.suggestions') })
          .getByRole('button', { name: t('assistant.suggestion.findInformation') })
          .click();
        const conversation = page.getByRole('list', { name: t('assistant.conversation') });
        await expect(conversation.getByText(t('assistant.error.unavailable'))).toBeVisible();
        await expect(page.getByText(/ORA-/)).toHaveCount(0);
        await stopFault();
        await page.getByRole('button', { name: t('assistant.retry') }).click();
        const answer = await lastAnswer(page);
        await expect(answer.getByRole('link').first()).toBeVisible();
        await expect(conversation.getByText(t('assistant.error.unavailable'))).toHaveCount(0);
      },
    );

    journey()('Stop ends an answer that is still coming', async ({ page }) => {
      await page.goto(`/${locale}/chat`);
      const stopFault = await faultCalls(page, '**/api/assistant/answer', 'latency=5000');
      await ask(page, QUESTIONS[locale].licence);
      await page.getByRole('button', { name: t('assistant.stop') }).click();
      await expect(page.getByText(t('assistant.stopped')).first()).toBeVisible();
      await stopFault();
      await expect(page.getByRole('button', { name: t('assistant.send') })).toBeVisible();
    });

    journey()('the conversation is kept across a reload of the session', async ({ page }) => {
      await page.goto(`/${locale}/chat`);
      await ask(page, QUESTIONS[locale].licence);
      await lastAnswer(page);
      await page.reload();
      await expect(page.locator('li[data-role="user"]')).toHaveText(
        new RegExp(escapeRegExp(QUESTIONS[locale].licence)),
      );
      await expect(page.locator(ASSISTANT_ANSWER)).toHaveCount(1);
    });

    journey()(
      '/chat?action=pay lands on the home page with the assistant answering with the bills',
      async ({ page, signIn }) => {
        await signIn();
        await page.goto(`/${locale}/chat?action=pay`);
        await expect(page).toHaveURL(new RegExp(`/${locale}/$`));
        const panel = page.getByRole('dialog', { name: t('assistant.title') });
        await expect(panel).toBeVisible();
        await expect(panel.locator('li[data-role="user"]')).toHaveText(
          new RegExp(escapeRegExp(t('assistant.suggestion.payBills'))),
        );
        const answer = panel.locator(ASSISTANT_ANSWER).last();
        await expect(answer).not.toHaveAttribute('aria-busy', 'true');
        await expect(answer.locator('p').nth(1)).toHaveText(BILLS_ANSWER[locale]);
      },
    );

    journey()(
      'the panel opens from any page, traps focus, and Escape returns focus to its control',
      async ({ page }) => {
        await page.goto(`/${locale}/about`);
        await pageIsLive(page);
        const control = page.getByRole('button', { name: t('header.assistant') });
        await control.click();
        const panel = page.getByRole('dialog', { name: t('assistant.title') });
        await expect(panel).toBeVisible();
        for (let presses = 0; presses < 12; presses += 1) {
          await page.keyboard.press('Tab');
          await expect(
            panel.evaluate((element) => element.contains(document.activeElement)),
          ).resolves.toBe(true);
        }
        await expectNoAxeViolations(page, 'assistant panel');
        await page.keyboard.press('Escape');
        await expect(panel).toBeHidden();
        await expect(control).toBeFocused();
        // The chat page is the conversation itself: it has no panel control.
        await page.goto(`/${locale}/chat`);
        await expect(
          page.getByRole('heading', { level: 1, name: t('assistant.title') }),
        ).toBeVisible();
        await expect(page.getByRole('button', { name: t('header.assistant') })).toHaveCount(0);
      },
    );
  });
}
