import type { Meta, StoryObj } from '@storybook/react-vite';
import { TriangleAlert } from 'lucide-react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { storyText } from '../../storybook/storyText';
import { Button } from '../Button';
import { AlertDialog } from './AlertDialog';
import { SIGN_OUT_WORDS as W } from './alertDialogStoryWords';

const meta = {
  title: 'Overlays/AlertDialog',
  component: AlertDialog,
  args: { title: '', primaryAction: { label: '' }, onOpenChange: fn() },
  argTypes: {
    title: { control: false, description: 'Set from the locale toolbar.' },
    primaryAction: { control: false },
    secondaryAction: { control: false },
    trigger: { control: false },
    initialFocus: { control: 'inline-radio', options: ['primary', 'secondary'] },
  },
  parameters: { docs: { story: { inline: false, height: '520px' } } },
  render: (args, { globals }) => (
    <AlertDialog
      {...args}
      trigger={<Button variant="secondary">{storyText(globals, W.trigger)}</Button>}
      icon={<TriangleAlert aria-hidden="true" focusable="false" />}
      title={storyText(globals, W.title)}
      description={storyText(globals, W.desc)}
      primaryAction={{ label: storyText(globals, W.primary) }}
      secondaryAction={{ label: storyText(globals, W.cancel) }}
    >
      <p className="text-body">{storyText(globals, W.warning)}</p>
    </AlertDialog>
  ),
} satisfies Meta<typeof AlertDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The sign-out confirmation (SCREENS S4.3): focus lands on the primary action, Escape answers
 * "no" and focus is back on the button that asked.
 */
export const Default: Story = {
  play: async ({ canvas, args, globals, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: storyText(globals, W.trigger) });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('alertdialog', { name: storyText(globals, W.title) });
    await expect(dialog).toHaveAccessibleDescription(storyText(globals, W.desc));
    const primary = screen.getByRole('button', { name: storyText(globals, W.primary) });
    await waitFor(() => expect(primary).toHaveFocus());
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: storyText(globals, W.cancel) })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Open: 420 px wide at most, the buttons stacked full width with the primary first. */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ globals }) => {
    const dialog = await screen.findByRole('alertdialog', { name: storyText(globals, W.title) });
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(420);
    const primary = screen.getByRole('button', { name: storyText(globals, W.primary) });
    const cancel = screen.getByRole('button', { name: storyText(globals, W.cancel) });
    await expect(primary.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      cancel.getBoundingClientRect().top,
    );
    await expect(primary.getBoundingClientRect().width).toBe(cancel.getBoundingClientRect().width);
  },
};
