import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './harness/axe';
import { pageIsLive } from './harness/pageIsLive';
import { expect, test } from './harness/test';

/**
 * The change-language dialog of every language (SCREENS S9.2; spec 001 §1, §2, §4): opened from the
 * header and by an address ending in `langsTranslation`, searched, and what each kind of language
 * changes and says: French (texts core has), Persian (the same, right to left), Urdu (none), and
 * English ↔ Arabic (the page's prefix).
 */

// Page loads and axe on a shared 2-core runner.
test.describe.configure({ timeout: 60_000 });

const WORDS = {
  en: {
    title: 'Choose a language',
    control: 'Language',
    search: 'Search languages',
    done: 'Done',
    french: 'French',
    partialFrench:
      'The dialogs of your session now read in French: the warning before your session locks, and the unlock dialog. Everything else stays in English, because the portal’s pages are written in English and Arabic only.',
    urdu: 'The portal has no texts in Urdu yet, so nothing changes: every page stays in English. You can read the portal in English or Arabic.',
    rightToLeft: 'These dialogs read from right to left.',
    heading: 'What are you looking for?',
  },
  'ar-AE': {
    title: 'اختر اللغة',
    control: 'اللغة',
    search: 'ابحث في اللغات',
    done: 'تم',
    french: 'الفرنسية',
    partialFrench:
      'أصبحت نوافذ جلستك تظهر الآن باللغة الفرنسية: تنبيه قفل الجلسة ونافذة فتح القفل. ويبقى كل ما عدا ذلك بالعربية، لأن صفحات البوابة مكتوبة بالعربية والإنجليزية فقط.',
    urdu: 'لا تتوفر في البوابة نصوص باللغة الأوردية بعد، لذلك لن يتغير شيء: تبقى كل الصفحات بالعربية. يمكنك قراءة البوابة بالعربية أو الإنجليزية.',
    rightToLeft: 'تُقرأ هذه النوافذ من اليمين إلى اليسار.',
    heading: 'عمّ تبحث؟',
  },
} as const;

type PageLocale = keyof typeof WORDS;

async function openFromHeader(page: Page, locale: PageLocale) {
  const words = WORDS[locale];
  // Before the app adopts the page the control is a plain link to the address ending in
  // langsTranslation (a new page load, which opens the dialog too); these journeys test the app's.
  await pageIsLive(page);
  await page.getByRole('banner').getByRole('link', { name: words.control }).click();
  const dialog = page.getByRole('dialog', { name: words.title });
  await expect(dialog).toBeVisible();
  return dialog;
}

for (const locale of ['en', 'ar-AE'] as const) {
  const words = WORDS[locale];

  test.describe(`the language dialog on ${locale} pages`, () => {
    test('opens from the header, lists the ~58 languages in their own language, and searches', async ({
      page,
    }) => {
      await page.goto(`/${locale}/`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.heading);
      const dialog = await openFromHeader(page, locale);
      const search = dialog.getByRole('searchbox', { name: words.search });
      await expect(search).toBeFocused();
      await expect(dialog.getByRole('listitem')).toHaveCount(58);
      const persian = dialog.getByText('فارسی', { exact: true });
      await expect(persian).toHaveAttribute('lang', 'fa');
      await expect(persian).toHaveAttribute('dir', 'rtl');
      await expectNoAxeViolations(page);

      await search.fill('francais');
      await expect(dialog.getByRole('listitem')).toHaveCount(1);
      await expect(dialog.getByRole('button', { name: /français/i })).toBeVisible();
      await search.fill('الفارسية');
      await expect(dialog.getByRole('listitem')).toHaveCount(1);
      await expect(dialog.getByRole('button', { name: /فارسی/ })).toBeVisible();
      await search.fill('klingon');
      await expect(dialog.getByRole('listitem')).toHaveCount(0);
      await expect(dialog.getByText(/klingon/)).toBeVisible();

      await dialog.getByRole('button', { name: words.done, exact: true }).click();
      await expect(dialog).toHaveCount(0);
      await expect(
        page.getByRole('banner').getByRole('link', { name: words.control }),
      ).toBeFocused();
    });

    test('an address ending in langsTranslation opens it once and leaves the address', async ({
      page,
    }) => {
      await page.goto(`/${locale}/services/langsTranslation`);
      await expect(page).toHaveURL(new RegExp(`/${locale}/services(/[a-z-]+)?$`));
      expect(page.url()).not.toContain('langsTranslation');
      const dialog = page.getByRole('dialog', { name: words.title });
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('dialog', { name: words.title })).toHaveCount(0);
    });

    test('French: the session dialogs switch, the page does not, and the dialog says so', async ({
      page,
      signIn,
      consoleErrors,
    }) => {
      consoleErrors.allow(/status of 401/, 'a locked session answers the header’s calls with 401');
      await signIn('long');
      await page.goto(`/${locale}/my-data/settings`);
      const dialog = await openFromHeader(page, locale);
      await dialog.getByRole('searchbox', { name: words.search }).fill('fr');
      await dialog.getByRole('button', { name: /français/i }).click();
      const outcome = dialog.getByRole('status').filter({ hasText: words.partialFrench });
      await expect(outcome).toBeVisible();
      const samples = outcome.getByRole('list');
      await expect(samples).toHaveAttribute('lang', 'fr');
      await expect(samples.getByRole('listitem')).toHaveText([
        'Êtes-vous toujours là ?',
        'Votre session est verrouillée',
      ]);
      await expect(dialog.getByRole('button', { name: /français/i })).toHaveAttribute(
        'aria-current',
        'true',
      );
      await expectNoAxeViolations(page);
      await dialog.getByRole('button', { name: words.done, exact: true }).click();
      // The page itself stays in its language.
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      expect(await page.evaluate(() => localStorage.getItem('portal.sessionDialogLanguage'))).toBe(
        'fr',
      );

      // The unlock dialog now reads in French, marked as French.
      expect((await page.request.get('/api/auth/stayConnected/lock')).status()).toBe(200);
      await page.goto(`/${locale}/my-data/settings?lock=true`);
      const unlock = page.getByRole('dialog', { name: 'Votre session est verrouillée' });
      await expect(unlock).toBeVisible();
      await expect(unlock).toHaveAttribute('lang', 'fr');
      await expect(page.locator('html')).toHaveAttribute('lang', locale);

      // Reopened, the dialog still says what is in French; the page language undoes it.
      await page.keyboard.press('Escape');
      await expect(unlock).toHaveCount(0);
      const again = await openFromHeader(page, locale);
      await expect(
        again.getByRole('status').filter({ hasText: words.partialFrench }),
      ).toBeVisible();
      await again.getByRole('button', { name: locale === 'en' ? /^English/ : /^العربية/ }).click();
      await expect(again).toHaveCount(0);
      expect(
        await page.evaluate(() => localStorage.getItem('portal.sessionDialogLanguage')),
      ).toBeNull();
    });

    test('Persian: right to left, and said so', async ({ page }) => {
      await page.goto(`/${locale}/`);
      const dialog = await openFromHeader(page, locale);
      await dialog.getByRole('searchbox', { name: words.search }).fill('fa');
      await dialog.getByRole('button', { name: /فارسی/ }).click();
      const outcome = dialog.getByRole('status').filter({ hasText: words.rightToLeft });
      await expect(outcome).toBeVisible();
      const samples = outcome.getByRole('list');
      await expect(samples).toHaveAttribute('lang', 'fa');
      await expect(samples).toHaveAttribute('dir', 'rtl');
      await expect(samples.getByRole('listitem').first()).toHaveText('هنوز آنجا هستید؟');
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
    });

    test('Urdu (no texts): nothing changes, and the dialog says that plainly', async ({ page }) => {
      await page.goto(`/${locale}/`);
      const dialog = await openFromHeader(page, locale);
      await dialog.getByRole('searchbox', { name: words.search }).fill('urdu');
      await dialog.getByRole('button', { name: /اردو/ }).click();
      await expect(dialog.getByRole('status').filter({ hasText: words.urdu })).toBeVisible();
      expect(
        await page.evaluate(() => localStorage.getItem('portal.sessionDialogLanguage')),
      ).toBeNull();
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
    });
  });
}

test('English ↔ Arabic from the dialog switch the page’s prefix, keeping the path and query', async ({
  page,
}) => {
  await page.goto('/en/searchresults?q=visa');
  let dialog = await openFromHeader(page, 'en');
  await dialog.getByRole('searchbox', { name: WORDS.en.search }).fill('arabic');
  await dialog.getByRole('button', { name: /العربية/ }).click();
  await expect(page).toHaveURL(/\/ar-AE\/searchresults\?q=visa$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  dialog = await openFromHeader(page, 'ar-AE');
  await dialog.getByRole('searchbox', { name: WORDS['ar-AE'].search }).fill('الإنجليزية');
  await dialog.getByRole('button', { name: /English/ }).click();
  await expect(page).toHaveURL(/\/en\/searchresults\?q=visa$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('at 320 px and 200 % text the dialog fits and its list scrolls inside it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/en/');
  // The menu opens once the app has adopted the prerendered page.
  await pageIsLive(page);
  await page.evaluate(() => {
    document.documentElement.style.fontSize = '200%';
  });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('link', { name: 'Language' }).click();
  const dialog = page.getByRole('dialog', { name: WORDS.en.title });
  await expect(dialog).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(320);
  expect(box!.y + box!.height).toBeLessThanOrEqual(640);
  // The last language is reachable by scrolling inside the dialog.
  const last = dialog.getByRole('listitem').last();
  await last.scrollIntoViewIfNeeded();
  await expect(last).toBeInViewport();
  await expect(dialog.getByRole('button', { name: WORDS.en.done, exact: true })).toBeInViewport();
});
