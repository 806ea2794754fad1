import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './test';

type AxePage = ConstructorParameters<typeof AxeBuilder>[0]['page'];

/** WCAG 2.0 A and AA, 2.1 AA and 2.2 AA: the rules every page and dialog must pass. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

/** Runs axe on the page as it is now (an open dialog included) and expects no violation. */
export async function expectNoAxeViolations(page: Page, where?: string): Promise<void> {
  // @axe-core/playwright's Page type is the playwright library's; the object is the same.
  const axe = await new AxeBuilder({ page: page as unknown as AxePage })
    .withTags(AXE_TAGS)
    .analyze();
  expect(
    axe.violations.map((violation) => ({
      rule: violation.id,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    })),
    where === undefined ? 'axe violations' : `axe violations ${where}`,
  ).toEqual([]);
}
