import { notificationBellLabel } from '@portal/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { storyLocale } from '../../storybook/storyLocale';
import { NotificationBell } from './NotificationBell';

const meta = {
  title: 'Components/NotificationBell',
  component: NotificationBell,
  args: { count: 3, label: '', onClick: fn() },
  argTypes: {
    label: { control: false, description: 'Set from the locale toolbar by notificationBellLabel.' },
    count: { control: { type: 'number', min: 0 } },
  },
  render: (args, { globals }) => (
    <NotificationBell {...args} label={notificationBellLabel(storyLocale(globals), args.count)} />
  ),
} satisfies Meta<typeof NotificationBell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three unread notifications: the name carries the count; click and keyboard both open the list. */
export const Default: Story = {
  play: async ({ canvas, args, globals, userEvent }) => {
    const name = notificationBellLabel(storyLocale(globals), args.count);
    const bell = canvas.getByRole('button', { name });
    await expect(bell).toBeVisible();
    await expect(bell).toHaveTextContent('3');

    await userEvent.click(bell);
    await expect(args.onClick).toHaveBeenCalledTimes(1);

    bell.blur();
    await userEvent.tab();
    await expect(bell).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};
