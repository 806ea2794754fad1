import type { KeyboardEvent } from 'react';

const ARROW_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']);

/**
 * Checks the radio an arrow key moved focus to (keydown handler of a Radix RadioGroup root).
 *
 * Radix moves focus in a `setTimeout` after keydown and checks the newly focused radio only if the
 * arrow key is still down when that focus lands; a quick press (keyup before the timer, as switch
 * devices, screen readers' key passthrough and test drivers send) moved focus without choosing. This
 * runs after Radix's timer (same delay, queued later) and clicks the focused radio if it is still
 * unchecked, the same path a pointer takes, so form events and `onValueChange` behave alike.
 */
export function checkRadioOnArrowKey(event: KeyboardEvent<HTMLElement>): void {
  if (!ARROW_KEYS.has(event.key)) return;
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
  const group = event.currentTarget;
  setTimeout(() => {
    const focused = group.ownerDocument.activeElement;
    if (
      focused instanceof HTMLElement &&
      group.contains(focused) &&
      focused.getAttribute('role') === 'radio' &&
      focused.getAttribute('aria-checked') !== 'true'
    ) {
      focused.click();
    }
  });
}
