import { AXE_COLOUR_RULES, axeViolations } from './harness/axe';
import { expect, test } from './harness/test';

/**
 * The suite's axe runner (harness/axe.ts: legacy mode, violations only) still finds what it is
 * there to find: a page with an image without a text alternative and grey text on grey.
 */
test('the axe runner reports WCAG violations, and only colour ones when asked', async ({
  page,
}) => {
  await page.setContent(`<!doctype html><html lang="en"><head><title>Probe</title></head><body>
    <main><h1>Probe</h1><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
    <p style="color:#8a8a8a;background:#999999">Grey on grey</p></main></body></html>`);

  const all = await axeViolations(page);
  expect(all.map((violation) => violation.rule).sort()).toEqual(['color-contrast', 'image-alt']);
  expect(all.find((violation) => violation.rule === 'image-alt')?.targets).toEqual(['img']);

  const colours = await axeViolations(page, AXE_COLOUR_RULES);
  expect(colours.map((violation) => violation.rule)).toEqual(['color-contrast']);
});
