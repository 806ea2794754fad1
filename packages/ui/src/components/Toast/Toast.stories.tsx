import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { storyText } from '../../storybook/storyText';
import { Button } from '../Button';
import { Toast } from './Toast';
import { TOAST_WORDS, withToastProvider } from './toastStoryWords';
import { useToast } from './useToast';

const SAVED = { en: 'Draft saved', ar: 'تم حفظ المسودة' };
const SAVED_BODY = {
  en: 'You can continue it from My locker.',
  ar: 'يمكنك متابعتها من خزانتي.',
};
const SAVE = { en: 'Save draft', ar: 'حفظ المسودة' };

const meta = {
  title: 'Feedback/Toast',
  component: Toast,
  decorators: [withToastProvider],
  args: { tone: 'success', politeness: 'polite', closeLabel: '', duration: Infinity },
  argTypes: {
    tone: { control: 'inline-radio', options: ['info', 'success', 'warning', 'error'] },
    politeness: { control: 'inline-radio', options: ['polite', 'assertive'] },
    closeLabel: { control: false, description: 'Set from the locale toolbar.' },
  },
  render: function Render(args, { globals }) {
    const { showToast } = useToast();
    return (
      <Button
        variant="secondary"
        onClick={() =>
          showToast({
            ...args,
            title: storyText(globals, SAVED),
            description: storyText(globals, SAVED_BODY),
            closeLabel: storyText(globals, TOAST_WORDS.close),
          })
        }
      >
        {storyText(globals, SAVE)}
      </Button>
    );
  },
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * `useToast().showToast(…)`: the toast appears at the bottom of the inline end and is announced
 * politely, "Notification" first. (It stays here for the picture; by default it leaves after 6 s.)
 */
export const Default: Story = {
  play: async ({ canvas, globals, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: storyText(globals, SAVE) }));
    const title = await screen.findByText(storyText(globals, SAVED));
    await expect(title).toBeVisible();
    await expect(
      screen.getByRole('button', { name: storyText(globals, TOAST_WORDS.close) }),
    ).toBeVisible();
    await waitFor(() => {
      const announcement = screen
        .getAllByRole('status')
        .find((region) => region.textContent?.startsWith(storyText(globals, TOAST_WORDS.label)));
      expect(announcement).toHaveAttribute('aria-live', 'polite');
    });
  },
};
