import { PORTAL_LOCALES } from '@portal/core';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './harness/axe';
import { catalogueWordsOf, escapeRegExp } from './harness/catalogueWords';
import { pageIsLive } from './harness/pageIsLive';
import { expect, test } from './harness/test';

const SURVEY = 'How satisfied are you with the portal?';

/** Issue K's survey journey, in each language: from `?feedback=` to the thanks. */
for (const locale of PORTAL_LOCALES) {
  const t = catalogueWordsOf(locale, 'common', 'home');

  test.describe(`satisfaction survey in ${locale} (SCREENS.md S2.9)`, () => {
    test.describe.configure({ timeout: 60_000 });

    test('?feedback= opens the survey, the address loses it in place, sending thanks', async ({
      page,
    }) => {
      // The history's length as the page starts, before the app can touch it.
      await page.addInitScript(() => {
        (window as unknown as { startLength: number }).startLength = window.history.length;
      });
      await page.goto(`/${locale}/?feedback=${locale === 'en' ? 'en' : 'ar'}`);
      const survey = page.getByRole('dialog', { name: t('feedback.title') });
      await expect(survey).toBeVisible({ timeout: 20_000 });
      // The parameter leaves the address without a new history entry (Back does not reopen it).
      await expect(page).toHaveURL(new RegExp(`/${locale}/$`));
      const lengths = await page.evaluate(() => [
        (window as unknown as { startLength: number }).startLength,
        window.history.length,
      ]);
      expect(lengths[1]).toBe(lengths[0]);
      await survey.getByRole('radio', { name: t('feedback.rating.5'), exact: true }).check();
      await survey
        .getByRole('textbox', { name: new RegExp(escapeRegExp(t('feedback.comment'))) })
        .fill('Quick and clear');
      const answered = page.waitForResponse('**/pub/feedback/submit');
      await survey.getByRole('button', { name: t('feedback.submit') }).click();
      expect((await answered).status()).toBe(200);
      await expect(survey.getByText(t('feedback.thanks.title'))).toBeVisible({ timeout: 10_000 });
      await survey.getByRole('button', { name: t('common.done') }).click();
      await expect(survey).toBeHidden();
      await expect(page).toHaveURL(new RegExp(`/${locale}/$`));
    });
  });
}

test.describe('satisfaction survey on any page (SCREENS.md S2.9)', () => {
  test.describe.configure({ timeout: 60_000 });

  test('on any page; a refused answer shows the server message, Try again sends it', async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 503/, 'the journey makes the first sending fail');
    let faults = 1;
    await page.route('**/pub/feedback/submit', (route) => {
      const fault: Record<string, string> =
        faults-- > 0 ? { 'x-sandbox-fault': '503,message=Survey closed for now' } : {};
      return route.continue({ headers: { ...route.request().headers(), ...fault } });
    });
    await page.goto('/en/searchresults?q=licence&feedback=ar');
    const survey = page.getByRole('dialog', { name: SURVEY });
    await expect(survey).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(/\/en\/searchresults\?q=licence$/);
    await survey.getByRole('radio', { name: 'Dissatisfied', exact: true }).check();
    await survey.getByRole('button', { name: 'Send feedback' }).click();
    await expect(survey.getByRole('alert')).toContainText('Survey closed for now');
    await expect(survey.getByRole('radio', { name: 'Dissatisfied', exact: true })).toBeChecked();
    await survey.getByRole('button', { name: 'Try again' }).click();
    await expect(survey.getByText('Thank you for your feedback')).toBeVisible({ timeout: 10_000 });
  });
});

/**
 * Waits until the home page would have opened the onboarding by itself: loaded, the browser idle
 * (the app's own wait, queued before this one), then a second for its dialog's code and first
 * render, so "no dialog" afterwards means none was opened.
 */
async function pageHasSettled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((settled) => {
        const idle = () => window.requestIdleCallback(() => settled());
        if (document.readyState === 'complete') idle();
        else window.addEventListener('load', idle, { once: true });
      }),
  );
  await page.waitForTimeout(1_000);
}

const ONBOARDING = {
  en: {
    open: 'Meet your AI assistant',
    titles: [
      'The portal is now AI-powered',
      'Hello, I’m your AI assistant',
      'Here’s how I can help',
      'Where would you like to start?',
    ],
    step: (n: number) => `Step ${n} of 4`,
    continue: 'Continue',
    finish: 'Finish',
  },
  'ar-AE': {
    open: 'تعرّف على مساعدك الذكي',
    titles: [
      'البوابة الآن مدعومة بالذكاء الاصطناعي',
      'مرحبًا، أنا مساعدك الذكي',
      'إليك ما يمكنني مساعدتك فيه',
      'من أين تودّ أن تبدأ؟',
    ],
    step: (n: number) => `الخطوة ${n} من 4`,
    continue: 'متابعة',
    finish: 'إنهاء',
  },
} as const;

/** Answers the cookie notice, which comes before the onboarding on a first visit (issue S). */
async function acceptCookies(page: Page, locale: string): Promise<void> {
  const t = catalogueWordsOf(locale, 'shell');
  await pageIsLive(page);
  await page
    .getByRole('region', { name: t('cookieNotice.title') })
    .getByRole('button', { name: t('cookieNotice.accept') })
    .click();
}

for (const locale of PORTAL_LOCALES) {
  const words = ONBOARDING[locale];
  test.describe(`assistant onboarding in ${locale} (SCREENS.md S2.8)`, () => {
    test.describe.configure({ timeout: 60_000 });
    // A browser that has never seen the introduction.
    test.use({ onboardingSeen: false });

    test('a first visit meets it by itself: four screens, Continue ×3, Finish; remembered; opens again', async ({
      page,
    }) => {
      await page.goto(`/${locale}/`);
      // It comes once the home page has loaded, the app runs on it and the cookie notice has been
      // answered (issue S: the notice first), without a click on its button.
      await acceptCookies(page, locale);
      const first = page.getByRole('dialog', { name: words.titles[0] });
      await expect(first).toBeVisible({ timeout: 20_000 });
      await expectNoAxeViolations(page, `onboarding, ${locale}`);
      for (const [index, title] of words.titles.entries()) {
        const dialog = page.getByRole('dialog', { name: title });
        await expect(dialog).toBeVisible();
        await expect(dialog.getByText(words.step(index + 1))).toBeVisible();
        if (index < 3) await dialog.getByRole('button', { name: words.continue }).click();
      }
      await page.getByRole('button', { name: words.finish }).click();
      await expect(page.getByRole('dialog')).toBeHidden();
      expect(await page.evaluate(() => localStorage.getItem('portal.assistantOnboarding'))).toBe(
        'done',
      );
      // Remembered: the next visit is not interrupted, once the page has loaded and gone idle.
      await page.reload();
      await pageIsLive(page);
      await pageHasSettled(page);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      // Reachable again from the home page's button, from its first screen.
      await page.getByRole('button', { name: words.open }).click();
      await expect(page.getByRole('dialog', { name: words.titles[0] })).toBeVisible();
    });

    test('closed before the end, it is remembered too and does not come back by itself', async ({
      page,
    }) => {
      await page.goto(`/${locale}/`);
      await acceptCookies(page, locale);
      await expect(page.getByRole('dialog', { name: words.titles[0] })).toBeVisible({
        timeout: 20_000,
      });
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await page.reload();
      await pageIsLive(page);
      await pageHasSettled(page);
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });
  });
}
