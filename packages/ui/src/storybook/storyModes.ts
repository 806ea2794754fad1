/**
 * The four modes every story is tested and reviewed in: English left to right and Arabic right to
 * left, each in the light and the dark theme.
 *
 * A test run renders and plays each story once per language, in the light theme, with the whole
 * axe rule set; then switches the same rendered story to the dark theme and runs axe's colour rules
 * (storyModesSetup.ts). The theme changes custom properties only, so the dark markup is the light
 * one: rendering and playing every story a second time per language repeated the light run's checks
 * at the cost of half the suite.
 */
export const STORY_MODES = ['en-light', 'en-dark', 'ar-light', 'ar-dark'] as const;

export type StoryMode = (typeof STORY_MODES)[number];

/** The languages a test run renders each story in: one Vitest project each. */
export const STORY_LANGUAGES = ['en', 'ar'] as const;

export type StoryLanguage = (typeof STORY_LANGUAGES)[number];

/** The Storybook toolbar globals a language's test run starts from: the light theme. */
export function globalsOfStoryLanguage(language: StoryLanguage): {
  locale: StoryLanguage;
  theme: 'light';
} {
  return { locale: language, theme: 'light' };
}

/** Reads a language name that may be absent (Storybook's own UI) or unknown. */
export function storyLanguageOf(value: unknown): StoryLanguage | undefined {
  return STORY_LANGUAGES.find((language) => language === value);
}

/**
 * The modes a story is photographed in for its visual baseline: each direction once and each theme
 * once. Axe runs in all four modes (contrast differs by theme, layout by direction); a picture per
 * mode would double the suite's longest part for pictures that, mode by mode, repeat what these two
 * already hold.
 */
export const SCREENSHOT_MODES: readonly StoryMode[] = ['en-light', 'ar-dark'];
