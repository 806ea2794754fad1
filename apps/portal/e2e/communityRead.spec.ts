import { shellMessages } from '@portal/core';
import type { Page } from '@playwright/test';
import { catalogueWordsOf } from './harness/catalogueWords';
import { expect, test } from './harness/test';

/**
 * The community's reading side (tamm-by-you, issue W; SCREENS.md S10.1, S10.2, S10.4), in each language:
 * a visitor reads an idea, signs in from it and comes back, supports it (the count goes up, the
 * button offers to withdraw) and withdraws; a comment refused (empty, then too short, keeping what
 * was typed) then posted and shown; the listing filters by status and topic and pages; `ideas/abc`
 * is the 404 page; an unknown numeric id is the not-found state, answered 404 by the server.
 */

/** An open idea of the sandbox's seeded world that the demo person neither wrote nor supports. */
const OPEN_IDEA = '107';
const html = { accept: 'text/html' };

/** The idea's supporters as the community counts them now (its public call, as any reader). */
async function supportersOf(page: Page, ideaId: string): Promise<number> {
  const answer = await page.request.get(`/api/community/ideas/${ideaId}`);
  const body = (await answer.json()) as { data: { supportersCount: number } };
  return body.data.supportersCount;
}

for (const locale of ['en', 'ar-AE'] as const) {
  const t = catalogueWordsOf(locale, 'community', 'forms', 'common');

  test.describe(`community, reading (${locale})`, () => {
    test('a visitor reads an idea, signs in, supports it and withdraws', async ({ page }) => {
      await page.goto(`/${locale}/tamm-by-you/ideas/${OPEN_IDEA}`);
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(
        t('community.page.idea'),
      );
      await expect(page.getByRole('heading', { name: t('community.idea.history') })).toBeVisible();
      await expect(page.getByRole('navigation', { name: t('community.nav.label') })).toBeVisible();
      await expect(page.getByRole('button', { name: t('community.idea.support') })).toHaveCount(0);
      const before = await supportersOf(page, OPEN_IDEA);
      await expect(
        page.getByText(t('community.idea.supporters', { count: before }), { exact: true }),
      ).toBeVisible();

      await page
        .getByRole('link', { name: t('community.idea.signInToSupport') })
        .first()
        .click();
      await expect(
        page.getByRole('heading', {
          name: /^(Sign in to the sandbox|تسجيل الدخول إلى البيئة التجريبية)$/,
        }),
      ).toBeVisible();
      await page.getByRole('button', { name: /^(Sign in|تسجيل الدخول)$/ }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/tamm-by-you/ideas/${OPEN_IDEA}$`));

      await page.getByRole('button', { name: t('community.idea.support') }).click();
      await expect(
        page.getByText(t('community.idea.supporters', { count: before + 1 }), { exact: true }),
      ).toBeVisible();
      await expect(
        page.getByRole('status').filter({ hasText: t('community.idea.supportSaved') }),
      ).toBeVisible();
      await expect(page.getByText(t('community.idea.supported'), { exact: true })).toBeVisible();

      await page.getByRole('button', { name: t('community.idea.withdrawSupport') }).click();
      await expect(
        page.getByText(t('community.idea.supporters', { count: before }), { exact: true }),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: t('community.idea.support') })).toBeVisible();
      expect(await supportersOf(page, OPEN_IDEA)).toBe(before);
    });

    test('a comment refused keeps what was typed, then is posted and shown', async ({
      page,
      signIn,
    }) => {
      await signIn();
      await page.goto(`/${locale}/tamm-by-you/ideas/${OPEN_IDEA}`);
      const box = page.getByRole('textbox', { name: t('community.comment.label') });
      const send = page.getByRole('button', { name: t('community.comment.send') });
      await send.click();
      const summary = page.getByRole('alert').filter({ hasText: t('community.comment.problem') });
      // The summary's box takes the focus (its words sit in its alert).
      await expect(page.locator(':focus')).toContainText(t('community.comment.problem'));
      await expect(
        summary.getByRole('link', { name: t('form.error.commentRequired') }),
      ).toBeVisible();

      await box.fill('a');
      await send.click();
      await expect(
        summary.getByRole('link', { name: t('form.error.commentLength') }),
      ).toBeVisible();
      await expect(box).toHaveValue('a');

      const comment =
        locale === 'en' ? 'Shade at every stop, please.' : 'نرجو توفير الظل في كل محطة.';
      await box.fill(comment);
      await send.click();
      await expect(page.getByRole('listitem').filter({ hasText: comment })).toBeVisible();
      await expect(
        page.getByRole('status').filter({ hasText: t('community.comment.posted') }),
      ).toBeVisible();
      await expect(box).toHaveValue('');
      await expect(summary).toHaveCount(0);
    });

    test('the listing filters by status and topic, and pages', async ({ page }) => {
      await page.goto(`/${locale}/tamm-by-you/ideas/listing`);
      await expect(
        page.getByRole('heading', { level: 1, name: t('community.page.listing') }),
      ).toBeVisible();
      // The ideas: list items with a heading (the breadcrumbs' and the navigation's have none).
      const cards = page
        .getByRole('main')
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { level: 2 }) });
      await expect(cards).toHaveCount(12);
      await page.getByRole('link', { name: t('community.listing.page', { page: 2 }) }).click();
      await expect(page).toHaveURL(/[?&]page=2$/);
      await expect(cards.first()).toBeVisible();

      await page
        .getByLabel(t('community.filter.status'))
        .selectOption(t('community.status.implemented'));
      await page.getByRole('button', { name: t('community.listing.apply') }).click();
      await expect(page).toHaveURL(/\?status=implemented$/);
      // Until the filtered answer is in, the list may still hold the page before it: wait for a
      // list of which every card says the status (a one-off read of the cards raced it).
      const everyCardSays = (text: string) =>
        expect
          .poll(
            async () =>
              (await cards.count()) > 0 && (await cards.filter({ hasNotText: text }).count()) === 0,
          )
          .toBe(true);
      await everyCardSays(t('community.status.implemented'));

      await page.getByLabel(t('community.filter.status')).selectOption('');
      const topic = page.getByLabel(t('community.filter.topic'));
      await topic.selectOption({ index: 1 });
      const topicName = (await topic.locator('option:checked').textContent())?.trim() ?? '';
      await page.getByRole('button', { name: t('community.listing.apply') }).click();
      await expect(page).toHaveURL(/\?topic=transport$/);
      await everyCardSays(topicName);
      await expect.poll(() => cards.count()).toBeLessThan(12);
    });

    test('the leaderboard shows the person’s rank once signed in, this month and all time', async ({
      page,
      signIn,
    }) => {
      await page.goto(`/${locale}/tamm-by-you/leaderboard`);
      const board = (period: 'month' | 'allTime') =>
        page.getByRole('list', {
          name: t(
            period === 'month' ? 'community.leaderboard.month' : 'community.leaderboard.allTime',
          ),
        });
      await expect(board('month')).toBeVisible();
      await expect(
        page.getByText(t('community.leaderboard.yourRank', { rank: '' }).trim()),
      ).toHaveCount(0);

      await signIn();
      await page.goto(`/${locale}/tamm-by-you/leaderboard`);
      await page.getByRole('link', { name: t('community.leaderboard.allTime') }).click();
      await expect(page).toHaveURL(/\?period=allTime$/);
      await expect(board('allTime')).toBeVisible();
      await expect(
        page.getByRole('link', { name: t('community.leaderboard.allTime') }),
      ).toHaveAttribute('aria-current', 'page');
      // The sandbox's demo person has an accepted idea: they are ranked all time.
      const standing = page.getByText(
        new RegExp(`^${t('community.leaderboard.yourRank', { rank: '' }).trim()} ?\\d+$`),
      );
      await expect(standing).toBeVisible();
    });

    test('the profile refuses a short public name keeping it, then saves name and avatar', async ({
      page,
      signIn,
    }) => {
      await signIn();
      await page.goto(`/${locale}/tamm-by-you/profile-details`);
      const name = page.getByRole('textbox', { name: t('community.profile.publicName') });
      await expect(name).not.toHaveValue('');
      await name.fill('A');
      await page.getByRole('button', { name: t('community.profile.save') }).click();
      await expect(page.locator(':focus')).toContainText(t('community.comment.problem'));
      await expect(
        page.getByRole('link', { name: t('form.error.publicNameLength') }),
      ).toBeVisible();
      await expect(name).toHaveValue('A');

      const chosen = locale === 'en' ? 'Sara B.' : 'سارة ب.';
      await name.fill(chosen);
      // By the keyboard: the avatar's radio button takes the focus, Space chooses it.
      await page
        .getByRole('radio', { name: t('community.profile.avatarOption', { number: 3 }) })
        .focus();
      await page.keyboard.press('Space');
      await page.getByRole('button', { name: t('community.profile.save') }).click();
      await expect(
        page.getByRole('status').filter({ hasText: t('community.profile.saved') }),
      ).toBeVisible();
      await page.reload();
      await expect(name).toHaveValue(chosen);
      await expect(
        page.getByRole('radio', { name: t('community.profile.avatarOption', { number: 3 }) }),
      ).toBeChecked();
    });

    test('ideas/abc is the 404 page; an unknown number is the not-found state, answered 404', async ({
      page,
      request,
      consoleErrors,
    }) => {
      consoleErrors.allow(/status of 404/, 'the server answers both addresses with 404');
      await page.goto(`/${locale}/tamm-by-you/ideas/abc`);
      await expect(page).toHaveURL(new RegExp(`/${locale}/404$`));
      await expect(
        page.getByRole('heading', { level: 1, name: shellMessages(locale).notFound.title }),
      ).toBeVisible();

      expect(
        (await request.get(`/${locale}/tamm-by-you/ideas/999999`, { headers: html })).status(),
      ).toBe(404);
      expect(
        (
          await request.get(`/${locale}/tamm-by-you/ideas/${OPEN_IDEA}`, { headers: html })
        ).status(),
      ).toBe(200);
      await page.goto(`/${locale}/tamm-by-you/ideas/999999`);
      await expect(page.getByText(t('community.error.notFound'))).toBeVisible();
      await page
        .getByRole('article')
        .getByRole('link', { name: t('community.idea.backToListing') })
        .click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/tamm-by-you/ideas/listing$`));
    });
  });
}
