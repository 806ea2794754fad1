import type { Decorator } from '@storybook/react-vite';
import { storyText } from '../../storybook/storyText';
import { ToastProvider } from './ToastProvider';

/** The words every toast story needs, in both languages. */
export const TOAST_WORDS = {
  label: { en: 'Notification', ar: 'إشعار' },
  viewport: { en: 'Notifications ({hotkey})', ar: 'الإشعارات ({hotkey})' },
  close: { en: 'Close', ar: 'إغلاق' },
} as const;

/**
 * Wraps a story in a ToastProvider with translated words; `parameters.toastViewportClassName`
 * reaches the toast area.
 */
export const withToastProvider: Decorator = (Story, { globals, parameters }) => (
  <ToastProvider
    label={storyText(globals, TOAST_WORDS.label)}
    viewportLabel={storyText(globals, TOAST_WORDS.viewport)}
    viewportClassName={parameters['toastViewportClassName'] as string | undefined}
  >
    <Story />
  </ToastProvider>
);
