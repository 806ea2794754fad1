import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { storyText } from '../../storybook/storyText';
import { Button } from './Button';

const PAY = { en: 'Pay now', ar: 'ادفع الآن' };

const meta = {
  title: 'Actions/Button',
  component: Button,
  args: { variant: 'primary', size: 'md', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'tertiary', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
  render: (args, { globals }) => <Button {...args}>{storyText(globals, PAY)}</Button>,
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The primary action: pointer and keyboard (Enter and Space) both press it. */
export const Default: Story = {
  play: async ({ canvas, args, globals, userEvent }) => {
    const button = canvas.getByRole('button', { name: storyText(globals, PAY) });
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
