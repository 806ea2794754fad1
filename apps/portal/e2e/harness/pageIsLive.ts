import { expect, type Page } from '@playwright/test';

/**
 * Waits until the app has adopted a prerendered page (home, 404). Such a page reads and its links
 * work before any script runs, but what a journey types or opens needs the app: its footer is
 * drawn by the app alone, after it has started, so it is the sign a person would see too.
 */
export async function pageIsLive(page: Page): Promise<void> {
  await expect(page.getByRole('contentinfo')).toBeVisible({ timeout: 20_000 });
}
