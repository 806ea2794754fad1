import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MouseEvent } from 'react';
import { expect, fn } from 'storybook/test';
import { storyText } from '../../storybook/storyText';
import { Link } from './Link';

const TEXT = { en: 'My locker', ar: 'خزانتي' };

/** Stories keep navigation inside the canvas: the click is recorded, the page stays. */
const recordClick = fn((event: MouseEvent<HTMLAnchorElement>) => event.preventDefault());

const meta = {
  title: 'Actions/Link',
  component: Link,
  args: { variant: 'inline', href: '#my-locker', onClick: recordClick },
  argTypes: { variant: { control: 'inline-radio', options: ['inline', 'standalone'] } },
  render: (args, { globals }) => <Link {...args}>{storyText(globals, TEXT)}</Link>,
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A link by role and name; Tab reaches it and Enter follows it. */
export const Default: Story = {
  play: async ({ canvas, args, globals, userEvent }) => {
    const link = canvas.getByRole('link', { name: storyText(globals, TEXT) });
    await expect(link).toHaveAttribute('href', '#my-locker');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};
