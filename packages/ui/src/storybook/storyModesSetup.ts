/**
 * The dark theme and the visual baselines of every story (Vitest setup file of the `storybook:*`
 * projects, one per language; storyModes.ts says why).
 *
 * After a story has rendered, played and passed axe in the light theme:
 * 1. English: its picture is compared with the committed reference (`<story>-en-light`).
 * 2. The same rendered story is switched to the dark theme, as a person's theme button does (the
 *    document's `data-theme`), and axe runs the rules that read colours, with the story's own a11y
 *    parameters (its context, disabled rules, `test: 'todo'`) through the a11y addon itself.
 * 3. Arabic: its picture in the dark theme is compared with `<story>-ar-dark`.
 * A story that sets its theme itself (`globals: { theme: 'dark' }`) is checked and photographed in
 * that theme only, with the whole rule set. A story that draws something from the theme in script
 * (`parameters.themeInScript`: the captcha widget, the contrast table) is rendered and played again
 * in the dark instead of switched. A missing reference fails under
 * CI=true; refresh them with `cd packages/ui && npx vitest run <paths> --update` and review the PNGs.
 *
 * What is photographed: the story root (the decorator's `data-story-root` element), or the whole
 * viewport when the story opened something in a portal (dialog, menu, popover, tooltip, toast), so
 * overlays are seen where a person sees them.
 */
import { COLOR_SCHEME_ATTRIBUTE } from '@portal/core';
import { afterEach, expect, inject } from 'vitest';
import { page } from 'vitest/browser';
import { storyLanguageOf, type StoryLanguage } from './storyModes';

declare module 'vitest' {
  interface ProvidedContext {
    storyLanguage: string;
  }
}

/** The axe rules that read colours: all a change of theme can break (other custom properties only). */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

const PORTALLED_CONTENT =
  '[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"], [role="tooltip"], [data-radix-popper-content-wrapper], [data-slot="toast-viewport"] li';

/** The a11y addon's parameters this file honours (Storybook's `parameters.a11y`). */
interface A11yParameters {
  readonly disable?: boolean;
  readonly test?: 'error' | 'todo' | 'off';
  readonly context?: unknown;
  readonly config?: { readonly rules?: readonly { id: string; enabled?: boolean }[] };
  readonly options?: Record<string, unknown>;
}

/** What this file reads of the composed story the Storybook plugin puts on the test context. */
interface ComposedStory {
  /** The story's own globals object: `run` reads it again. */
  readonly globals: Record<string, unknown>;
  readonly parameters: {
    readonly screenshot?: boolean;
    /** The story draws something from the theme in script: its dark modes are a second run. */
    readonly themeInScript?: boolean;
    readonly a11y?: A11yParameters;
  };
  /** Loads, renders, plays and checks the story again (the previous render is cleaned up). */
  run(): Promise<void>;
}

/** The part of axe-core used here (the a11y addon has loaded it on the page: `window.axe`). */
interface Axe {
  reset(): void;
  configure(config: object): void;
  run(
    context: unknown,
    options: object,
  ): Promise<{ violations: { id: string; nodes: { target: unknown[] }[] }[] }>;
}

// Caret blinking, spinners and transitions make two pictures of the same page differ, and a theme
// that eases in would be read by axe halfway. Once per page: with `isolate: false` this file runs
// again for every story file in the same page.
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
  const story = (context as { story?: ComposedStory }).story;
  const language = storyLanguageOf(inject('storyLanguage'));
  if (!story || !language) return;
  const ownTheme = story.globals['theme'] !== 'light';
  const name = context.task.name.replace(/[^\w-]+/g, '_');

  if (language === 'en') await expectPicture(story, `${name}-en-light`);
  if (!ownTheme && story.parameters.themeInScript) {
    // Switching would show what a person sees right after switching (a captcha drawn again,
    // unchecked), not the story in the dark: it runs again in the dark instead, whole rule set.
    story.globals['theme'] = 'dark';
    await story.run();
  } else if (!ownTheme) {
    document.documentElement.setAttribute(COLOR_SCHEME_ATTRIBUTE, 'dark');
    await expectNoColourViolationsInTheDark(story, language);
  }
  if (language === 'ar') await expectPicture(story, `${name}-ar-dark`);
});

/**
 * Axe's colour rules on the story as it is now, with the story's a11y parameters applied as the
 * a11y addon applies them in the light run (its context, its disabled rules, `test: 'off'` or
 * `'todo'`; Storybook's own elements left out, `region` off as in component testing). axe-core is
 * the one the addon loaded for that run.
 */
async function expectNoColourViolationsInTheDark(
  story: ComposedStory,
  language: StoryLanguage,
): Promise<void> {
  const a11y = story.parameters.a11y;
  if (!a11y || a11y.disable === true || a11y.test === 'off' || a11y.test === 'todo') return;
  const axe = (window as unknown as { axe?: Axe }).axe;
  expect(axe, 'axe-core, loaded by the a11y addon for the light run').toBeDefined();
  if (!axe) return;

  const context: { include: unknown; exclude: unknown[] } = {
    include: document.body,
    exclude: ['.sb-wrapper', '#storybook-docs', '#storybook-highlights-root'],
  };
  const own = a11y.context;
  if (own && typeof own === 'object' && ('include' in own || 'exclude' in own)) {
    const { include, exclude } = own as { include?: unknown; exclude?: unknown };
    if (include !== undefined) context.include = include;
    if (exclude !== undefined) context.exclude = context.exclude.concat(exclude);
  } else if (own) {
    context.include = own;
  }
  const rules = [{ id: 'region', enabled: false }, ...(a11y.config?.rules ?? [])];
  const disabled = Object.fromEntries(
    rules.filter((rule) => rule.enabled === false).map((rule) => [rule.id, { enabled: false }]),
  );
  const colourRules = COLOUR_RULES.filter((id) => !(id in disabled));
  if (colourRules.length === 0) return;
  axe.reset();
  axe.configure({ ...a11y.config, rules });
  const { violations } = await axe.run(context, {
    ...a11y.options,
    runOnly: { type: 'rule', values: colourRules },
    resultTypes: ['violations'],
  });
  expect(
    violations.map((violation) => ({
      rule: violation.id,
      targets: violation.nodes.map((node) => node.target.map(String).join(' ')),
    })),
    `axe colour rules in ${language}-dark`,
  ).toEqual([]);
}

/** Compares the story's picture with the committed reference `name` (`<story>-<mode>`). */
async function expectPicture(story: ComposedStory, name: string): Promise<void> {
  // A story whose picture cannot be stable (live time, say) opts out with `parameters.screenshot: false`.
  if (story.parameters.screenshot === false) return;
  await document.fonts.ready;
  const root = document.querySelector<HTMLElement>('[data-story-root]');
  const overlay = document.querySelector(PORTALLED_CONTENT);
  const target = overlay || !root ? page.elementLocator(document.body) : page.elementLocator(root);
  await expect.element(target).toMatchScreenshot(name);
}
