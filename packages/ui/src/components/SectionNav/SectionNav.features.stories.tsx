import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyText } from '../../storybook/storyText';
import { SectionNav } from './SectionNav';
import { WALLET_NAV_LABEL as LABEL, walletPages } from './sectionNavStoryData';

const meta = {
  title: 'Display/SectionNav/Features',
  component: SectionNav,
  args: { label: '', items: [] },
} satisfies Meta<typeof SectionNav>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * At 320 px the row wraps onto a second line instead of scrolling sideways; every tab keeps a
 * 44 px target and reads in the page's direction.
 */
export const Narrow: Story = {
  render: (_, { globals }) => (
    <div data-testid="column" className="w-[320px]">
      <SectionNav label={storyText(globals, LABEL)} items={walletPages(globals, '#terms')} />
    </div>
  ),
  play: async ({ canvas }) => {
    const column = canvas.getByTestId('column');
    await expect(column.scrollWidth).toBeLessThanOrEqual(column.clientWidth);
    const links = canvas.getAllByRole('link');
    const tops = new Set(links.map((link) => Math.round(link.getBoundingClientRect().top)));
    await expect(tops.size).toBeGreaterThan(1);
    for (const link of links)
      await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    const first = links[0]!.getBoundingClientRect();
    const second = links[1]!.getBoundingClientRect();
    const rtl = document.documentElement.dir === 'rtl';
    await expect(rtl ? second.right <= first.left : second.left >= first.right).toBe(true);
  },
};

/** A router's link in place of `<a>` (`renderLink`), keeping the classes, the mark and the slot. */
export const WithRouterLinks: Story = {
  render: (_, { globals }) => (
    <SectionNav
      label={storyText(globals, LABEL)}
      items={walletPages(globals, '#wallets')}
      renderLink={({ href, children, ...link }) => (
        <a {...link} href={href} data-router-link="">
          {children}
        </a>
      )}
    />
  ),
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link');
    for (const link of links) await expect(link).toHaveAttribute('data-router-link');
    await expect(links[0]).toHaveAttribute('aria-current', 'page');
    await expect(links[0]).toHaveAttribute('data-slot', 'section-nav-link');
  },
};
