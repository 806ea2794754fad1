import { expect, test } from './harness/test';

const SURVEY = 'How satisfied are you with the portal?';

test.describe('satisfaction survey (SCREENS.md S2.9)', () => {
  test.describe.configure({ timeout: 60_000 });

  test('?feedback=en opens the survey, the address loses it in place, sending thanks', async ({
    page,
  }) => {
    // The history's length as the page starts, before the app can touch it.
    await page.addInitScript(() => {
      (window as unknown as { startLength: number }).startLength = window.history.length;
    });
    await page.goto('/en/?feedback=en');
    const survey = page.getByRole('dialog', { name: SURVEY });
    await expect(survey).toBeVisible({ timeout: 20_000 });
    // The parameter leaves the address without a new history entry (Back does not reopen it).
    await expect(page).toHaveURL(/\/en\/$/);
    const lengths = await page.evaluate(() => [
      (window as unknown as { startLength: number }).startLength,
      window.history.length,
    ]);
    expect(lengths[1]).toBe(lengths[0]);
    await survey.getByRole('radio', { name: 'Very satisfied', exact: true }).check();
    await survey.getByRole('textbox', { name: /Tell us more/ }).fill('Quick and clear');
    const answered = page.waitForResponse('**/pub/feedback/submit');
    await survey.getByRole('button', { name: 'Send feedback' }).click();
    expect((await answered).status()).toBe(200);
    await expect(survey.getByText('Thank you for your feedback')).toBeVisible({ timeout: 10_000 });
    await survey.getByRole('button', { name: 'Done' }).click();
    await expect(survey).toBeHidden();
    await expect(page).toHaveURL(/\/en\/$/);
  });

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
