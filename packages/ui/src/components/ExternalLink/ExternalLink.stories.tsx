import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MouseEvent } from 'react';
import { expect, fn } from 'storybook/test';
import { storyText } from '../../storybook/storyText';
import { ExternalLink } from './ExternalLink';

const TEXT = { en: 'Abu Dhabi Distribution Company', ar: 'شركة أبوظبي للتوزيع' };
const NEW_TAB = { en: 'opens in a new tab', ar: 'يفتح في علامة تبويب جديدة' };

const meta = {
  title: 'Actions/ExternalLink',
  component: ExternalLink,
  args: {
    variant: 'inline',
    href: 'https://www.addc.ae/',
    newTabLabel: '',
    // Stories never open a tab: the click is recorded and stopped.
    onClick: fn((event: MouseEvent<HTMLAnchorElement>) => event.preventDefault()),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['inline', 'standalone'] },
    newTabLabel: { control: false, description: 'Set from the locale toolbar.' },
  },
  render: (args, { globals }) => (
    <ExternalLink {...args} newTabLabel={storyText(globals, NEW_TAB)}>
      {storyText(globals, TEXT)}
    </ExternalLink>
  ),
} satisfies Meta<typeof ExternalLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Its name says it opens a new tab; it opens one safely; Tab and Enter reach and follow it. */
export const Default: Story = {
  play: async ({ canvas, args, globals, userEvent }) => {
    const name = `${storyText(globals, TEXT)} (${storyText(globals, NEW_TAB)})`;
    const link = canvas.getByRole('link', { name });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};
