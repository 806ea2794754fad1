import { X } from 'lucide-react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { storyText } from '../../storybook/storyText';
import { IconButton } from './IconButton';

const CLOSE = { en: 'Close', ar: 'إغلاق' };

const meta = {
  title: 'Actions/IconButton',
  component: IconButton,
  args: { variant: 'tertiary', size: 'md', label: '', icon: null, onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'tertiary', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    label: { control: false, description: 'Set from the locale toolbar.' },
    icon: { control: false },
  },
  render: (args, { globals }) => (
    <IconButton {...args} label={storyText(globals, CLOSE)} icon={<X />} />
  ),
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Named by its label, never by the icon: pointer, Enter and Space all press it. */
export const Default: Story = {
  play: async ({ canvas, args, globals, userEvent }) => {
    const button = canvas.getByRole('button', { name: storyText(globals, CLOSE) });
    await expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    button.blur();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(3);
  },
};
