import type { Page } from '@playwright/test';
import { catalogueWordsOf } from './harness/catalogueWords';
import { expect, test } from './harness/test';

/**
 * The community's writing pages (issue W, SCREENS.md S10.3–S10.4), in each language, as a person
 * acts: an idea sent without a title is refused (the summary names the title and takes focus, what
 * was typed stays), then sent, and My ideas lists it as submitted; a draft is saved, listed under
 * My drafts, continued (the form holds it) and deleted after the confirmation (gone from the list);
 * a visitor who opens the form is asked to sign in and comes back to it.
 */

/** A regular expression matching `text` literally. */
const literally = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

const IDEA = {
  en: {
    title: 'Water fountains at every bus station',
    description:
      'Cold drinking water at bus stations would help people waiting in the summer heat.',
    draft: 'Night bus to the islands',
  },
  'ar-AE': {
    title: 'نوافير مياه في كل محطة حافلات',
    description: 'مياه شرب باردة في محطات الحافلات تساعد المنتظرين في حر الصيف الشديد كل يوم.',
    draft: 'حافلة ليلية إلى الجزر',
  },
} as const;

for (const locale of ['en', 'ar-AE'] as const) {
  const t = catalogueWordsOf(locale, 'community', 'forms', 'common');
  const words = IDEA[locale];

  test.describe(`community, writing (${locale})`, () => {
    async function openForm(page: Page, address = `/${locale}/tamm-by-you/submit-idea`) {
      await page.goto(address);
      const form = page.locator('[data-slot="idea-submit-form"]');
      await expect(
        form.getByRole('heading', { level: 1, name: t('community.page.submitIdea') }),
      ).toBeVisible();
      const title = form.getByRole('textbox', { name: literally(t('community.form.title')) });
      await expect(title).toBeVisible();
      return {
        form,
        title,
        description: form.getByRole('textbox', {
          name: literally(t('community.form.description')),
        }),
        topic: form.getByRole('combobox', { name: literally(t('community.form.topic')) }),
        consent: form.getByRole('checkbox', { name: t('community.form.consent') }),
        send: form.getByRole('button', { name: t('community.form.submit') }),
        saveDraft: form.getByRole('button', { name: t('community.form.saveDraft') }),
        summary: form.getByRole('alert').filter({ hasText: t('community.submit.errorSummary') }),
      };
    }

    test(`an idea without a title is refused, then sent and seen in My ideas (${locale})`, async ({
      page,
      signIn,
    }) => {
      await signIn();
      const f = await openForm(page);
      await f.description.fill(words.description);
      await f.topic.selectOption('transport');
      await f.consent.check();
      await f.send.click();
      await expect(f.summary).toContainText(t('form.error.ideaTitleRequired'));
      await expect(page.locator('[data-slot="error-summary"]')).toBeFocused();
      await expect(f.title).toHaveAccessibleDescription(
        literally(t('form.error.ideaTitleRequired')),
      );
      // What was typed stays.
      await expect(f.description).toHaveValue(words.description);
      await expect(f.topic).toHaveValue('transport');
      await expect(f.consent).toBeChecked();

      await f.title.fill(words.title);
      // A PDF, sent first through the upload call with the session's CSRF token.
      await f.form.getByLabel(literally(t('community.form.attachment'))).setInputFiles({
        name: 'fountains.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n'),
      });
      await expect(
        f.form.getByText(t('community.submit.attachmentAttached', { name: 'fountains.pdf' })),
      ).toBeVisible();
      await f.send.click();
      const sent = page.locator('[data-slot="idea-sent"]');
      await expect(sent).toContainText(t('community.submit.sentHeading'));
      await sent.getByRole('link', { name: t('community.submit.goToMyIdeas') }).click();

      await expect(page).toHaveURL(new RegExp(`/${locale}/tamm-by-you/ideas/my-ideas$`));
      const mine = page.getByRole('list', { name: t('community.myIdeas.listLabel') });
      const row = mine.getByRole('listitem').filter({ hasText: words.title });
      await expect(row).toBeVisible();
      await expect(row).toContainText(t('community.status.submitted'));
      // Newest first, and a link to the idea's own page.
      await expect(mine.getByRole('listitem').first()).toContainText(words.title);
      await expect(row.getByRole('link', { name: words.title })).toHaveAttribute(
        'href',
        new RegExp(`^/${locale}/tamm-by-you/ideas/\\d+$`),
      );
    });

    test(`a draft is saved, listed, continued and deleted (${locale})`, async ({
      page,
      signIn,
    }) => {
      await signIn();
      const f = await openForm(page);
      await f.title.fill(words.draft);
      await f.topic.selectOption('transport');
      await f.saveDraft.click();
      await expect(
        f.form.getByText(t('community.submit.draftSavedOn').split('{date}')[0] ?? ''),
      ).toBeVisible();

      await page.goto(`/${locale}/tamm-by-you/ideas/drafts`);
      const drafts = page.getByRole('list', { name: t('community.drafts.listLabel') });
      const row = drafts.getByRole('listitem').filter({ hasText: words.draft });
      await expect(row).toBeVisible();
      // The seeded draft is there too: last saved first.
      await expect(drafts.getByRole('listitem')).toHaveCount(2);
      await expect(drafts.getByRole('listitem').first()).toContainText(words.draft);

      await row
        .getByRole('link', { name: t('community.drafts.resumeNamed', { title: words.draft }) })
        .click();
      await expect(page).toHaveURL(/\/tamm-by-you\/submit-idea\?draft=draft-\d+$/);
      const resumed = await openForm(page, page.url());
      await expect(resumed.title).toHaveValue(words.draft);
      await expect(resumed.topic).toHaveValue('transport');
      await expect(resumed.form).toContainText(
        t('community.submit.resuming').split('{date}')[0] ?? '',
      );

      await page.goto(`/${locale}/tamm-by-you/ideas/drafts`);
      await row
        .getByRole('button', { name: t('community.drafts.deleteNamed', { title: words.draft }) })
        .click();
      const dialog = page.getByRole('alertdialog', { name: t('community.drafts.deleteTitle') });
      await expect(dialog).toContainText(t('community.drafts.deleteBody', { title: words.draft }));
      await dialog.getByRole('button', { name: t('community.drafts.deleteConfirm') }).click();
      await expect(dialog).toBeHidden();
      await expect(row).toHaveCount(0);
      await expect(drafts.getByRole('listitem')).toHaveCount(1);
      await expect(
        page.getByRole('status').filter({ hasText: t('community.drafts.deleted') }),
      ).toBeVisible();
      // Gone on the server too.
      await page.reload();
      await expect(drafts.getByRole('listitem')).toHaveCount(1);
      await expect(drafts).not.toContainText(words.draft);
    });

    test(`a visitor opening the form is asked to sign in and comes back (${locale})`, async ({
      page,
      consoleErrors,
    }) => {
      consoleErrors.allow(/status of 401/, 'the form’s reads answer a visitor with 401');
      await page.goto(`/${locale}/tamm-by-you/submit-idea`);
      await expect(
        page.getByRole('heading', {
          name: locale === 'en' ? 'Sign in to the sandbox' : 'تسجيل الدخول إلى البيئة التجريبية',
        }),
      ).toBeVisible();
      await page
        .getByRole('button', { name: locale === 'en' ? 'Sign in' : 'تسجيل الدخول' })
        .click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/tamm-by-you/submit-idea$`));
      await openForm(page);
    });
  });
}
