import type { Meta, StoryObj } from '@storybook/react-vite';
import { CircleHelp } from 'lucide-react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { storyText } from '../../storybook/storyText';
import { Button } from '../Button';
import { Popover } from './Popover';
import { POPOVER_WORDS as W } from './popoverStoryWords';

const meta = {
  title: 'Overlays/Popover',
  component: Popover,
  args: {
    trigger: <span />,
    closeLabel: '',
    children: null,
    side: 'bottom',
    align: 'start',
    onOpenChange: fn(),
  },
  argTypes: {
    side: { control: 'inline-radio', options: ['top', 'right', 'bottom', 'left'] },
    align: { control: 'inline-radio', options: ['start', 'center', 'end'] },
    trigger: { control: false },
    title: { control: false },
    closeLabel: { control: false, description: 'Set from the locale toolbar.' },
    children: { control: false },
  },
  parameters: { docs: { story: { inline: false, height: '360px' } } },
  render: (args, { globals }) => (
    <Popover
      {...args}
      trigger={
        <Button variant="tertiary" startIcon={<CircleHelp aria-hidden="true" />}>
          {storyText(globals, W.trigger)}
        </Button>
      }
      title={storyText(globals, W.title)}
      closeLabel={storyText(globals, W.close)}
    >
      <p className="text-body">{storyText(globals, W.body)}</p>
      <a href="#pin" className="mt-2 inline-block text-brand underline underline-offset-4">
        {storyText(globals, W.link)}
      </a>
    </Popover>
  ),
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Opens from its button with focus inside (on the close button: Radix never starts on a link),
 * Escape closes it and focus is back on the button.
 */
export const Default: Story = {
  play: async ({ canvas, args, globals, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: storyText(globals, W.trigger) });
    await userEvent.click(trigger);
    const popover = await screen.findByRole('dialog', { name: storyText(globals, W.title) });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: storyText(globals, W.close) })).toHaveFocus(),
    );
    await expect(popover).toHaveTextContent(storyText(globals, W.body));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Open (`defaultOpen`): below the button, lined up with its inline start. */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ globals }) => {
    const popover = await screen.findByRole('dialog', { name: storyText(globals, W.title) });
    await expect(popover).toHaveAttribute('dir', globals['locale'] === 'ar' ? 'rtl' : 'ltr');
  },
};
