import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyText } from '../../storybook/storyText';
import { SectionNav } from './SectionNav';
import { WALLET_NAV_LABEL as LABEL, walletPages } from './sectionNavStoryData';

const meta = {
  title: 'Display/SectionNav',
  component: SectionNav,
  args: { label: '', items: [] },
  argTypes: {
    label: { control: false, description: 'Translated, from the locale toolbar.' },
    items: { control: false },
  },
  render: (args, { globals }) => (
    <SectionNav {...args} label={storyText(globals, LABEL)} items={walletPages(globals)} />
  ),
} satisfies Meta<typeof SectionNav>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The toll wallet's pages (SCREENS.md S6.1, S6.3–S6.6) as a row of tabs: a named navigation of
 * links, the page shown marked by `aria-current`, an underline and bold type.
 */
export const Default: Story = {
  play: async ({ canvas, globals, userEvent }) => {
    const nav = canvas.getByRole('navigation', { name: storyText(globals, LABEL) });
    await expect(nav.querySelector('ul')?.children).toHaveLength(5);
    const [wallets, vehicles] = walletPages(globals);
    const current = canvas.getByRole('link', { name: String(vehicles!.label) });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(
      canvas.getAllByRole('link').filter((link) => link.hasAttribute('aria-current')),
    ).toHaveLength(1);
    // More than colour: the current tab has a 2 px underline and bold type.
    const style = getComputedStyle(current);
    await expect(style.borderBottomWidth).toBe('2px');
    await expect(Number(style.fontWeight)).toBeGreaterThanOrEqual(600);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: String(wallets!.label) })).toHaveFocus();
  },
};
