import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { storyText } from '../../storybook/storyText';
import { Button } from '../Button';
import { Dialog } from './Dialog';
import { DialogClose } from './DialogClose';
import { DIALOG_WORDS as W } from './dialogStoryWords';

const meta = {
  title: 'Overlays/Dialog',
  component: Dialog,
  args: { title: '', closeLabel: '', size: 'md', onOpenChange: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: ['md', 'lg'] },
    title: { control: false, description: 'Set from the locale toolbar.' },
    closeLabel: { control: false, description: 'Set from the locale toolbar.' },
    trigger: { control: false },
    actions: { control: false },
  },
  // Open stories render in their own frame in the docs page, so one dialog does not cover the rest.
  parameters: { docs: { story: { inline: false, height: '520px' } } },
  render: (args, { globals }) => (
    <Dialog
      {...args}
      trigger={<Button>{storyText(globals, W.trigger)}</Button>}
      title={storyText(globals, W.title)}
      description={storyText(globals, W.description)}
      closeLabel={storyText(globals, W.close)}
      actions={
        <>
          <DialogClose>
            <Button variant="secondary">{storyText(globals, W.cancel)}</Button>
          </DialogClose>
          <Button>{storyText(globals, W.save)}</Button>
        </>
      }
    >
      <label className="flex flex-col gap-1 text-body">
        {storyText(globals, W.field)}
        <input
          type="tel"
          dir="ltr"
          autoComplete="tel"
          className="min-h-11 rounded-control border border-line bg-canvas px-3 text-start focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
        />
      </label>
    </Dialog>
  ),
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Opens from its button: focus moves to the first field, Escape closes, and focus is back on the
 * button.
 */
export const Default: Story = {
  play: async ({ canvas, args, globals, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: storyText(globals, W.trigger) });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: storyText(globals, W.title) });
    await expect(dialog).toHaveAccessibleDescription(storyText(globals, W.description));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: storyText(globals, W.field) })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Open (`defaultOpen`): 420 px wide at most, centred over the dimmed page. */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ globals }) => {
    const dialog = await screen.findByRole('dialog', { name: storyText(globals, W.title) });
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(420);
    await expect(
      screen.getByRole('button', { name: storyText(globals, W.close) }),
    ).toBeInTheDocument();
  },
};
