import { notificationBellLabel } from '@portal/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyLocale } from '../../storybook/storyLocale';
import { NotificationBell } from './NotificationBell';

const meta = {
  title: 'Components/NotificationBell/Features',
  component: NotificationBell,
  args: { count: 3, label: '' },
  render: (args, { globals }) => (
    <NotificationBell {...args} label={notificationBellLabel(storyLocale(globals), args.count)} />
  ),
  play: async ({ canvas, args, globals }) => {
    const name = notificationBellLabel(storyLocale(globals), args.count);
    await expect(canvas.getByRole('button', { name })).toBeVisible();
  },
} satisfies Meta<typeof NotificationBell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoUnread: Story = {
  args: { count: 0 },
  play: async ({ canvas, globals }) => {
    const name = notificationBellLabel(storyLocale(globals), 0);
    await expect(canvas.getByRole('button', { name })).toBeVisible();
    await expect(canvasElementBadge(canvas.getByRole('button'))).toBeNull();
  },
};

/** While the count loads the bell is usable and shows no badge. */
export const Loading: Story = { args: { count: undefined } };

export const ManyUnread: Story = {
  args: { count: 120 },
  play: async ({ canvas, globals }) => {
    const name = notificationBellLabel(storyLocale(globals), 120);
    const bell = canvas.getByRole('button', { name });
    await expect(bell).toHaveTextContent('99+');
  },
};

export const LargeTarget: Story = { args: { size: 'lg' } };

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    const bell = canvas.getByRole('button', { name: 'الإشعارات، 3 إشعارات غير مقروءة' });
    await expect(bell.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(bell.ownerDocument.documentElement).toHaveAttribute('lang', 'ar-AE');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas, globals }) => {
    const name = notificationBellLabel(storyLocale(globals), 3);
    const bell = canvas.getByRole('button', { name });
    await expect(bell.ownerDocument.documentElement).toHaveAttribute('data-theme', 'dark');
  },
};

export const ArabicDark: Story = { globals: { locale: 'ar', theme: 'dark' } };

function canvasElementBadge(button: HTMLElement): Element | null {
  return button.querySelector('[data-slot="notification-bell-badge"]');
}
