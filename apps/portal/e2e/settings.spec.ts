import type { Page } from '@playwright/test';
import { catalogueWordsOf } from './harness/catalogueWords';
import { moveSandboxClock } from './harness/sandboxClock';
import { expect, test } from './harness/test';

/**
 * Settings (SCREENS.md S8.2, issue Q), in each language, as a person uses them: the colour theme and
 * the text size change the page and are kept after a reload (the footer's controls agree, one source
 * of truth); the language link opens the same page in the other language; a notification preference
 * saved is there after a reload; the Stay Signed-In PIN change refuses a wrong current PIN, naming
 * the field, accepts the right one, and the new PIN then unlocks the locked session.
 */

// Page loads, reloads and a lock on a shared 2-core runner: more than the default 30 s.
test.describe.configure({ timeout: 90_000 });

/** A regular expression matching `text` literally. */
const literally = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

for (const locale of ['en', 'ar-AE'] as const) {
  const t = catalogueWordsOf(locale, 'locker', 'forms', 'session', 'shell', 'common');
  const other = locale === 'en' ? 'ar-AE' : 'en';
  const otherWords = catalogueWordsOf(other, 'locker');

  async function openSettings(page: Page) {
    await page.goto(`/${locale}/my-data/settings`);
    await expect(page.getByRole('heading', { level: 1, name: t('settings.title') })).toBeVisible();
    // The page's own parts come after hydration; the notification preferences are read by then.
    await expect(
      page.getByRole('button', { name: t('settings.notifications.save') }),
    ).toBeVisible();
  }

  const section = (page: Page, key: string) => page.getByRole('region', { name: t(key) });

  test.describe(`settings (${locale})`, () => {
    test('the colour theme and text size change the page and are kept after a reload', async ({
      page,
      signIn,
    }) => {
      await signIn('normal');
      await openSettings(page);
      const theme = section(page, 'settings.theme.heading');
      await theme.getByRole('button', { name: t('footer.colorTheme.dark') }).click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      const textSize = section(page, 'settings.textSize.heading');
      await textSize.getByRole('button', { name: t('footer.textSize.increase') }).click();
      await expect(page.locator('html')).toHaveAttribute('style', /font-size: 115%/);
      await expect(textSize.getByText(/115/)).toBeVisible();
      // The footer's controls show the same state: one source of truth.
      const footer = page.getByRole('contentinfo');
      await expect(
        footer.getByRole('button', { name: t('footer.colorTheme.dark') }),
      ).toHaveAttribute('aria-pressed', 'true');

      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await expect(page.locator('html')).toHaveAttribute('style', /font-size: 115%/);
      await expect(
        section(page, 'settings.theme.heading').getByRole('button', {
          name: t('footer.colorTheme.dark'),
        }),
      ).toHaveAttribute('aria-pressed', 'true');
      await expect(section(page, 'settings.textSize.heading').getByText(/115/)).toBeVisible();
      // Back to the defaults, from the page as well.
      await section(page, 'settings.textSize.heading')
        .getByRole('button', { name: t('footer.textSize.reset') })
        .click();
      await expect(page.locator('html')).not.toHaveAttribute('style', /font-size/);
      // A normal session has no PIN: the section says so and how to get one.
      await expect(
        section(page, 'settings.pin.heading').getByText(t('settings.pin.notStaySignedIn')),
      ).toBeVisible();
    });

    test('the language link opens the settings in the other language', async ({ page, signIn }) => {
      await signIn('normal');
      await openSettings(page);
      await section(page, 'settings.language.heading')
        .getByRole('link', { name: t('shell.otherLanguage') })
        .click();
      await expect(page).toHaveURL(new RegExp(`/${other}/my-data/settings$`));
      await expect(
        page.getByRole('heading', { level: 1, name: otherWords('settings.title') }),
      ).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', other);
    });

    test('a notification preference saved is there after a reload', async ({ page, signIn }) => {
      await signIn('normal');
      await openSettings(page);
      const appointments = page.getByRole('group', {
        name: t('settings.notifications.topic.appointments'),
      });
      const push = appointments.getByRole('checkbox', {
        name: t('settings.notifications.channel.push'),
      });
      await expect(push).not.toBeChecked();
      await push.check();
      await page.getByRole('button', { name: t('settings.notifications.save') }).click();
      await expect(page.getByText(t('settings.notifications.saved'))).toBeVisible();

      await page.reload();
      await expect(
        page
          .getByRole('group', { name: t('settings.notifications.topic.appointments') })
          .getByRole('checkbox', { name: t('settings.notifications.channel.push') }),
      ).toBeChecked();
    });

    test('the PIN change refuses a wrong current PIN, then the new PIN unlocks', async ({
      page,
      signIn,
      consoleErrors,
    }) => {
      consoleErrors.allow(/status of 401/, 'a locked session answers the header’s calls with 401');
      await signIn('long');
      await openSettings(page);
      const pin = section(page, 'settings.pin.heading');
      const current = pin.getByLabel(literally(t('settings.pin.current')));
      const next = pin.getByLabel(new RegExp(`^${t('settings.pin.new')}`));
      const confirm = pin.getByLabel(literally(t('settings.pin.confirm')));
      const submit = pin.getByRole('button', { name: t('settings.pin.submit') });

      await current.fill('9999');
      await next.fill('2468');
      await confirm.fill('2468');
      await submit.click();
      const summary = pin
        .getByRole('alert')
        .filter({ hasText: t('settings.form.errorSummaryTitle') });
      // The summary's box (around the alert) takes focus.
      await expect(pin.locator('[data-slot="error-summary"]')).toBeFocused();
      // The summary names the field, and links to it.
      const wrong = t('unlocksession.setupPinModal.pinErrorAttempt1');
      await expect(summary.getByRole('link', { name: wrong })).toBeVisible();
      await expect(current).toHaveValue('');
      await expect(next).toHaveValue('2468');
      await summary.getByRole('link', { name: wrong }).click();
      await expect(current).toBeFocused();

      // Past the server's slow-down after a wrong PIN, as a person who reads the message would be.
      await moveSandboxClock(page, { advanceMs: 60_000 });
      await current.fill('1234');
      await submit.click();
      await expect(pin.getByText(t('settings.pin.changed'))).toBeVisible();

      // Locked, the old PIN no longer opens the session; the new one does.
      const lock = await page.request.get('/api/auth/stayConnected/lock');
      expect(lock.status()).toBe(200);
      await page.goto(`/${locale}/my-data/settings?lock=true`);
      const dialog = page.getByRole('dialog', { name: t('unlocksession.setupPinModal.title') });
      await expect(dialog).toBeVisible();
      await page
        .getByLabel(t('sessionDialog.digitLabel', { current: 1, total: 4 }), { exact: true })
        .focus();
      await page.keyboard.type('2468');
      await dialog
        .getByRole('button', { name: t('unlocksession.setupPinModal.primaryButton') })
        .click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/my-data/settings$`));
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(
        page.getByRole('heading', { level: 1, name: t('settings.title') }),
      ).toBeVisible();
      // Nothing of the PINs was kept in the browser.
      const stored = await page.evaluate(() =>
        JSON.stringify({ ...localStorage, ...sessionStorage }),
      );
      expect(stored).not.toMatch(/(^|\D)(2468|9999)(\D|$)/);
    });
  });
}
