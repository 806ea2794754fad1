import { expect, type Locator } from '@playwright/test';

export interface PressableOptions {
  /**
   * Scroll each target into view (the nearest edge, at once) just before testing it, as a person
   * scrolls a menu or a row of tabs that is taller or wider than the room it was given. Without
   * it, every target must be pressable where it is: a list that shows 5 suggestions shows 5.
   */
  readonly scrollEachIntoView?: boolean;
}

/**
 * Fails unless a person can press every element `targets` matches where it is now: each one's
 * centre and its four corners (inset by 2 px, and by what a rounded corner's curve takes away)
 * must lie inside the viewport, and `document.elementFromPoint` there must answer the element itself
 * or something inside it. An ancestor's `overflow` that clips it, a later layer or a stacking
 * context that covers it, or an edge of the screen that cuts it off all fail, naming what was hit.
 *
 * `toBeVisible()` passes in each of these cases (an option clipped by its box is still "visible"),
 * and Playwright's `click()` scrolls and waits around some of them: this checks what a person meets.
 * It retries until the expect timeout, so a menu still animating in passes once it has settled;
 * a target that stays covered fails. Scroll a target into view first when a person would have to.
 */
export async function expectPressable(
  targets: Locator,
  what: string,
  options: PressableOptions = {},
): Promise<void> {
  await expect(targets, `${what}: at least one to hit-test`).not.toHaveCount(0);
  const scroll = options.scrollEachIntoView === true;
  await expect
    .poll(() => targets.evaluateAll(hitTestProblems, scroll), {
      message: `${what}: every one can be pressed (centre and corners hit it, inside the viewport)`,
    })
    .toEqual([]);
}

/**
 * Runs in the page: one line per point of a target that a person could not press. Self-contained
 * (Playwright serialises it into the page), so it names nothing from this module.
 */
function hitTestProblems(elements: Element[], scrollEachIntoView: boolean): string[] {
  const INSET = 2;
  const describe = (node: Element | null): string => {
    if (node === null) return 'nothing (outside the page)';
    const slot = node.getAttribute('data-slot');
    const role = node.getAttribute('role');
    const text = (node.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    return [
      `<${node.tagName.toLowerCase()}`,
      slot === null ? '' : ` data-slot="${slot}"`,
      role === null ? '' : ` role="${role}"`,
      `> “${text}”`,
    ].join('');
  };
  const viewportWidth = document.documentElement.clientWidth;
  const viewportHeight = document.documentElement.clientHeight;
  const problems: string[] = [];
  elements.forEach((element, index) => {
    const name = `#${index + 1} ${describe(element)}`;
    if (scrollEachIntoView) {
      element.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: 'instant' });
    }
    const box = element.getBoundingClientRect();
    if (box.width <= 2 * INSET || box.height <= 2 * INSET) {
      problems.push(`${name}: has no size (${box.width}×${box.height})`);
      return;
    }
    // A rounded corner is not part of the shape a person sees (and hit testing follows the
    // curve): a corner's point moves in along the diagonal by what its radius takes away.
    const style = getComputedStyle(element);
    // A pill's radius (9999px) is drawn as at most half the box.
    const halfSide = Math.min(box.width, box.height) / 2;
    const inset = (radius: string) =>
      INSET + Math.ceil(Math.min(parseFloat(radius) || 0, halfSide) * (1 - Math.SQRT1_2));
    const topLeft = inset(style.borderTopLeftRadius);
    const topRight = inset(style.borderTopRightRadius);
    const bottomLeft = inset(style.borderBottomLeftRadius);
    const bottomRight = inset(style.borderBottomRightRadius);
    const points: readonly (readonly [string, number, number])[] = [
      ['centre', box.left + box.width / 2, box.top + box.height / 2],
      ['top-left corner', box.left + topLeft, box.top + topLeft],
      ['top-right corner', box.right - topRight, box.top + topRight],
      ['bottom-left corner', box.left + bottomLeft, box.bottom - bottomLeft],
      ['bottom-right corner', box.right - bottomRight, box.bottom - bottomRight],
    ];
    for (const [point, x, y] of points) {
      const at = `${point} (${Math.round(x)}, ${Math.round(y)})`;
      if (x < 0 || y < 0 || x >= viewportWidth || y >= viewportHeight) {
        problems.push(`${name}: ${at} is outside the ${viewportWidth}×${viewportHeight} viewport`);
        continue;
      }
      const hit = document.elementFromPoint(x, y);
      if (hit === null || !element.contains(hit)) {
        problems.push(`${name}: ${at} is covered by ${describe(hit)}`);
      }
    }
  });
  return problems;
}
