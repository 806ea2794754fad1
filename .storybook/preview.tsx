import { COLOR_SCHEME_ATTRIBUTE, documentAttributesOf } from '@portal/core';
import type { Decorator, Preview } from '@storybook/react-vite';
import { createPortal } from 'react-dom';
import { UiProvider } from '../packages/ui/src/provider/UiProvider';
import { storyLocale } from '../packages/ui/src/storybook/storyLocale';
import { ComponentDocsPage } from './ComponentDocsPage';
import { sandboxLoader } from './sandboxLoader';
import './preview.css';

type ThemeGlobal = 'light' | 'dark' | 'side-by-side';

/**
 * Sets `lang`, `dir` and `data-theme` on the document on every render (the stylesheet and screen
 * readers read them from there) and gives Radix the same direction through its provider.
 *
 * "Side by side" shows the story twice, light and dark. Only the light copy lives in the story's
 * canvas and is interactive: the dark copy is a portal outside the canvas, `inert` and hidden from
 * assistive technology, so play functions and axe see exactly one story (two copies would give two
 * buttons with the same name and break `getByRole`).
 */
const withLocaleAndTheme: Decorator = (Story, context) => {
  const { lang, dir } = documentAttributesOf(storyLocale(context.globals));
  const theme = (context.globals['theme'] as ThemeGlobal | undefined) ?? 'light';
  const root = document.documentElement;
  root.lang = lang;
  root.dir = dir;
  root.setAttribute(COLOR_SCHEME_ATTRIBUTE, theme === 'dark' ? 'dark' : 'light');

  if (theme === 'side-by-side') {
    root.setAttribute(COLOR_SCHEME_ATTRIBUTE, 'light');
    return (
      <UiProvider dir={dir} locale={lang}>
        <div data-story-root className="w-1/2 bg-canvas p-6 text-ink">
          <Story />
        </div>
        {createPortal(
          <div
            aria-hidden="true"
            inert
            data-theme="dark"
            className="fixed inset-y-0 end-0 w-1/2 overflow-auto bg-canvas p-6 text-ink"
          >
            <Story />
          </div>,
          document.body,
        )}
      </UiProvider>
    );
  }
  return (
    <UiProvider dir={dir} locale={lang}>
      <div data-story-root className="bg-canvas p-6 text-ink">
        <Story />
      </div>
    </UiProvider>
  );
};

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withLocaleAndTheme],
  // `parameters.sandbox` stories get their data from a fresh in-browser sandbox (sandboxStory.ts).
  loaders: [sandboxLoader],
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
    docs: { page: ComponentDocsPage },
    options: {
      storySort: {
        order: [
          'Foundations',
          [
            'Introduction',
            'Colour contrast',
            'Type and spacing',
            'Right to left',
            'Composing a form',
          ],
          'Design review',
          'Actions',
          'Forms',
          'Overlays',
          'Feedback',
          'Display',
          'Shell',
          'Session',
          'Home',
          'Locker',
          'Utilities',
          'Wallet',
          'Components',
        ],
      },
    },
    // Every story is an accessibility test: a violation fails the run, in both themes and directions.
    // The WCAG 2.2 AA rule set (axe's tags); no rule is switched off here.
    a11y: {
      test: 'error',
      options: {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      },
    },
  },
};

export default preview;
