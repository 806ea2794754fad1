/**
 * Visual baselines for every story (Vitest setup file of the `storybook:*` projects).
 *
 * After a story has rendered, played and passed axe, its picture is compared with the committed
 * reference in `__screenshots__/` beside the stories file, named `<story>-<mode>`, in the modes of
 * `SCREENSHOT_MODES` (English light, Arabic dark). A missing reference
 * fails under CI=true; refresh them with `cd packages/ui && npx vitest run <paths> --update` and review the PNGs.
 *
 * What is photographed: the story root (the decorator's `data-story-root` element), or the whole viewport when the story opened something in a
 * portal (dialog, menu, popover, tooltip, toast), so overlays are seen where a person sees them.
 */
import { afterEach, expect, inject } from 'vitest';
import { page } from 'vitest/browser';
import { SCREENSHOT_MODES, storyModeOf } from './storyModes';

declare module 'vitest' {
  interface ProvidedContext {
    storyMode: string;
  }
}

const PORTALLED_CONTENT =
  '[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"], [role="tooltip"], [data-radix-popper-content-wrapper], [data-slot="toast-viewport"] li';

// Caret blinking, spinners and transitions make two pictures of the same page differ.
// Once per page: with `isolate: false` this file runs again for every story file in the same page.
const freezeMotion =
  document.querySelector<HTMLStyleElement>('style[data-freeze-motion]') ??
  document.createElement('style');
freezeMotion.dataset['freezeMotion'] = '';
freezeMotion.textContent = `*, *::before, *::after {
  animation-duration: 0s !important; animation-delay: 0s !important; animation-iteration-count: 1 !important;
  transition-duration: 0s !important; transition-delay: 0s !important; caret-color: transparent !important;
}`;
document.head.append(freezeMotion);

afterEach(async (context) => {
  if (context.task.result?.state === 'fail') return;
  // A story whose picture cannot be stable (live time, say) opts out with `parameters.screenshot: false`.
  const story = (context as { story?: { parameters?: { screenshot?: boolean } } }).story;
  if (story?.parameters?.screenshot === false) return;
  const mode = storyModeOf(inject('storyMode'));
  if (!mode || !SCREENSHOT_MODES.includes(mode)) return;
  await document.fonts.ready;
  const name = `${context.task.name.replace(/[^\w-]+/g, '_')}-${mode}`;
  const root = document.querySelector<HTMLElement>('[data-story-root]');
  const overlay = document.querySelector(PORTALLED_CONTENT);
  const target = overlay || !root ? page.elementLocator(document.body) : page.elementLocator(root);
  await expect.element(target).toMatchScreenshot(name);
});
