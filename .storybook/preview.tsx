import { COLOR_SCHEME_ATTRIBUTE, documentAttributesOf } from '@portal/core';
import type { Decorator, Preview } from '@storybook/react-vite';
import { UiProvider } from '../packages/ui/src/provider/UiProvider';
import { storyLocale } from '../packages/ui/src/storybook/storyLocale';
import './preview.css';

type ThemeGlobal = 'light' | 'dark' | 'side-by-side';

/**
 * Sets `lang`, `dir` and `data-theme` on the document on every render (the stylesheet and screen
 * readers read them from there) and gives Radix the same direction through its provider.
 */
const withLocaleAndTheme: Decorator = (Story, context) => {
  const { lang, dir } = documentAttributesOf(storyLocale(context.globals));
  const theme = (context.globals['theme'] as ThemeGlobal | undefined) ?? 'light';
  const root = document.documentElement;
  root.lang = lang;
  root.dir = dir;
  root.setAttribute(COLOR_SCHEME_ATTRIBUTE, theme === 'dark' ? 'dark' : 'light');

  if (theme === 'side-by-side') {
    return (
      <UiProvider dir={dir}>
        <div className="grid grid-cols-2">
          {(['light', 'dark'] as const).map((scheme) => (
            <section
              key={scheme}
              aria-label={`${scheme} theme`}
              data-theme={scheme}
              className="bg-canvas p-6 text-ink"
            >
              <Story />
            </section>
          ))}
        </div>
      </UiProvider>
    );
  }
  return (
    <UiProvider dir={dir}>
      <div className="bg-canvas p-6 text-ink">
        <Story />
      </div>
    </UiProvider>
  );
};

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withLocaleAndTheme],
  globalTypes: {
    locale: {
      description: 'Interface language; direction follows it',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'en', right: 'LTR', title: 'English' },
          { value: 'ar', right: 'RTL', title: 'العربية' },
        ],
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Colour scheme',
      toolbar: {
        title: 'Theme',
        icon: 'contrast',
        items: [
          { value: 'light', icon: 'sun', title: 'Light' },
          { value: 'dark', icon: 'moon', title: 'Dark' },
          { value: 'side-by-side', icon: 'sidebyside', title: 'Side by side' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en', theme: 'light' },
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
    // Every story is an accessibility test: a violation fails the run, in both themes and directions.
    a11y: { test: 'error' },
  },
};

export default preview;
