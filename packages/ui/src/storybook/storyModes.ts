/**
 * The four modes every story is tested and reviewed in: English left to right and Arabic right to
 * left, each in the light and the dark theme.
 */
export const STORY_MODES = ['en-light', 'en-dark', 'ar-light', 'ar-dark'] as const;

export type StoryMode = (typeof STORY_MODES)[number];

/** The Storybook toolbar globals a mode stands for. */
export function globalsOfStoryMode(mode: StoryMode): {
  locale: 'en' | 'ar';
  theme: 'light' | 'dark';
} {
  const [locale, theme] = mode.split('-') as ['en' | 'ar', 'light' | 'dark'];
  return { locale, theme };
}

/** Reads a mode name that may be absent (Storybook's own UI) or unknown. */
export function storyModeOf(value: unknown): StoryMode | undefined {
  return STORY_MODES.find((mode) => mode === value);
}

/**
 * The modes a story is photographed in for its visual baseline: each direction once and each theme
 * once. Axe runs in all four modes (contrast differs by theme, layout by direction); a picture per
 * mode would double the suite's longest part for pictures that, mode by mode, repeat what these two
 * already hold.
 */
export const SCREENSHOT_MODES: readonly StoryMode[] = ['en-light', 'ar-dark'];
