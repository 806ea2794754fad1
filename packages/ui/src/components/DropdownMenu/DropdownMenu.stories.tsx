import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { storyText } from '../../storybook/storyText';
import { DropdownMenu } from './DropdownMenu';
import { PROFILE_MENU_WORDS as W, ProfileMenuExample } from './ProfileMenuExample';

const meta = {
  title: 'Overlays/DropdownMenu',
  component: DropdownMenu,
  args: { modal: false, onOpenChange: fn() },
  parameters: { docs: { story: { inline: false, height: '420px' } } },
  render: (args, { globals }) => <ProfileMenuExample {...args} globals={globals} />,
} satisfies Meta<typeof DropdownMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Keyboard: Enter opens on the first item, ArrowDown moves, Escape closes and focus is back on the
 * button.
 */
export const Default: Story = {
  play: async ({ canvas, args, globals, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: storyText(globals, W.trigger) });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const profile = await screen.findByRole('menuitem', { name: storyText(globals, W.profile) });
    await waitFor(() => expect(profile).toHaveFocus());
    await expect(profile).toHaveAttribute('href', '#profile');
    await userEvent.keyboard('{ArrowDown}');
    await expect(
      screen.getByRole('menuitem', { name: storyText(globals, W.settings) }),
    ).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Open (`defaultOpen`): aligned with the button's inline start (its right edge in Arabic). */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ globals }) => {
    const menu = await screen.findByRole('menu');
    await expect(menu).toHaveAttribute('dir', globals['locale'] === 'ar' ? 'rtl' : 'ltr');
    await expect(screen.getByRole('separator')).toBeInTheDocument();
  },
};
