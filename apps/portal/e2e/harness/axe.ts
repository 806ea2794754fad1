import axe from 'axe-core';
import type { Page, TestInfo } from '@playwright/test';
import { expect } from './test';

/** WCAG 2.0 A and AA, 2.1 AA and 2.2 AA: the rules every page and dialog must pass. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

/** The rules that read colours: what a change of theme (other custom properties) can break. */
export const AXE_COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** A violation as a failure message shows it: the rule and the elements it names. */
export interface AxeViolation {
  readonly rule: string;
  readonly impact: string | null | undefined;
  readonly help: string;
  readonly targets: readonly string[];
}

/**
 * Runs axe on the page as it is now (an open dialog included): the WCAG rules, or only `rules`.
 *
 * axe-core itself, injected once per document, run in the page, with only the violations kept in
 * full. Why not @axe-core/playwright (measured on /en/mylocker, 651 elements, quiet 2-core
 * machine): axe takes about 0.6 s there, the wrapper's default 3.7 s (it opens a blank page to
 * merge the frames' results, on every scan) and its legacy mode 1.2 s (it injects axe's 550 kB
 * again on every scan). The sweep scans each page three times; the app has no frames.
 */
export async function axeViolations(
  page: Page,
  rules?: readonly string[],
): Promise<AxeViolation[]> {
  // Evaluated rather than added as a <script>: the production server's CSP allows no such script,
  // and what Playwright evaluates is not subject to it.
  const injected = await page.evaluate(() => 'axe' in window);
  if (!injected) await page.evaluate(axe.source);
  const runOnly: axe.RunOnly = rules
    ? { type: 'rule', values: [...rules] }
    : { type: 'tag', values: [...AXE_TAGS] };
  return page.evaluate(async (only) => {
    const inPage = (window as unknown as { axe: typeof axe }).axe;
    const found: axe.AxeResults = await inPage.run(document, {
      runOnly: only,
      resultTypes: ['violations'],
    });
    return found.violations.map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.map(String).join(' ')),
    }));
  }, runOnly);
}

/**
 * Runs axe on the page as it is now (an open dialog included) and expects no violation: the WCAG
 * rules, or only `rules`. Given the test's `testInfo`, the count is kept as its `axe-violations`
 * annotation for the summary (scripts/test.mjs).
 */
export async function expectNoAxeViolations(
  page: Page,
  where?: string,
  options: { readonly rules?: readonly string[]; readonly testInfo?: TestInfo } = {},
): Promise<void> {
  const violations = await axeViolations(page, options.rules);
  options.testInfo?.annotations.push({
    type: 'axe-violations',
    description: String(violations.length),
  });
  expect(violations, where === undefined ? 'axe violations' : `axe violations ${where}`).toEqual(
    [],
  );
}
