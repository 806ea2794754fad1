import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { storyText } from '../../storybook/storyText';
import { Button } from '../Button';
import { Popover } from './Popover';
import { POPOVER_WORDS as W } from './popoverStoryWords';

const meta = {
  title: 'Overlays/Popover/Features',
  component: Popover,
  args: { trigger: <span />, closeLabel: '', children: null },
  parameters: { docs: { story: { inline: false, height: '360px' } } },
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

const LONG_BODY = {
  en: 'Your Stay-Signed-In-authentication-PIN protects documents, applications and payments.',
  ar: 'يحميرمزالبقاءمتصلًاالخاصبكم مستنداتك وطلباتك ومدفوعاتك.',
};

/**
 * A 320 px column with the button at its inline end and long English and Arabic words: the popover
 * shifts to stay inside the viewport (collision-aware) and its text wraps; nothing scrolls sideways.
 */
export const Narrow: Story = {
  args: { defaultOpen: true },
  render: (args, { globals }) => (
    <div data-testid="column" className="flex w-[320px] justify-end">
      <Popover
        {...args}
        trigger={<Button variant="secondary">{storyText(globals, W.title)}</Button>}
        title={storyText(globals, W.title)}
        closeLabel={storyText(globals, W.close)}
      >
        <p>{storyText(globals, LONG_BODY)}</p>
      </Popover>
    </div>
  ),
  play: async ({ canvas, globals }) => {
    const column = canvas.getByTestId('column');
    await expect(column.scrollWidth).toBeLessThanOrEqual(column.clientWidth);
    const popover = await screen.findByRole('dialog', { name: storyText(globals, W.title) });
    await expect(popover.scrollWidth).toBeLessThanOrEqual(popover.clientWidth);
    const rect = popover.getBoundingClientRect();
    await expect(rect.left).toBeGreaterThanOrEqual(0);
    await expect(rect.right).toBeLessThanOrEqual(window.innerWidth);
  },
};

const SHORT_HINT = {
  en: 'We never share your number.',
  ar: 'لا نشارك رقمك أبدًا.',
};
const WHY = { en: 'Why we ask', ar: 'لماذا نطلب ذلك' };

/**
 * Without a visible title the popover is named by `aria-label`. Keyboard: Space opens it, Tab
 * reaches the close button, Space closes it and focus is back on the button.
 */
export const KeyboardWithoutTitle: Story = {
  render: (_, { globals }) => (
    <Popover
      trigger={<Button variant="tertiary">{storyText(globals, WHY)}</Button>}
      aria-label={storyText(globals, WHY)}
      closeLabel={storyText(globals, W.close)}
    >
      <p>{storyText(globals, SHORT_HINT)}</p>
    </Popover>
  ),
  play: async ({ canvas, globals, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: storyText(globals, WHY) });
    trigger.focus();
    await userEvent.keyboard(' ');
    await screen.findByRole('dialog', { name: storyText(globals, WHY) });
    const close = screen.getByRole('button', { name: storyText(globals, W.close) });
    await waitFor(() => expect(close).toHaveFocus());
    await userEvent.keyboard(' ');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
