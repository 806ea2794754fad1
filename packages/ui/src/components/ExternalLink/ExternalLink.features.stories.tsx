import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyText } from '../../storybook/storyText';
import { ExternalLink } from './ExternalLink';

const NEW_TAB = { en: 'opens in a new tab', ar: 'يفتح في علامة تبويب جديدة' };

const meta = {
  title: 'Actions/ExternalLink/Features',
  component: ExternalLink,
  args: { href: 'https://www.addc.ae/', newTabLabel: '' },
} satisfies Meta<typeof ExternalLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Inside a sentence and on its own line; the icon follows the text and mirrors in Arabic. */
export const Variants: Story = {
  render: (_, { globals }) => (
    <div className="flex max-w-prose flex-col gap-4">
      <p>
        {storyText(globals, {
          en: 'Pay your bill on the website of ',
          ar: 'ادفع فاتورتك على موقع ',
        })}
        <ExternalLink href="https://www.addc.ae/" newTabLabel={storyText(globals, NEW_TAB)}>
          {storyText(globals, { en: 'your provider', ar: 'مزودك' })}
        </ExternalLink>
        {storyText(globals, { en: '.', ar: '.' })}
      </p>
      <ExternalLink
        variant="standalone"
        href="https://www.aadc.ae/"
        newTabLabel={storyText(globals, NEW_TAB)}
      >
        {storyText(globals, { en: 'Al Ain Distribution Company', ar: 'شركة العين للتوزيع' })}
      </ExternalLink>
    </div>
  ),
  play: async ({ canvas, globals }) => {
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(2);
    for (const link of links) {
      const icon = link.querySelector('svg')!;
      const text = link.firstChild as Text;
      const range = document.createRange();
      range.selectNodeContents(text);
      const textBox = range.getBoundingClientRect();
      const iconBox = icon.getBoundingClientRect();
      // The icon sits at the inline end: right of the text in English, left of it in Arabic.
      const rtl = globals['locale'] === 'ar';
      await expect(
        rtl ? iconBox.right <= textBox.left + 1 : iconBox.left >= textBox.right - 1,
      ).toBe(true);
      await expect(getComputedStyle(icon).scale.startsWith('-1')).toBe(rtl);
    }
  },
};

/** Extra `rel` words from the caller join the required ones instead of replacing them. */
export const ExtraRel: Story = {
  render: (_, { globals }) => (
    <ExternalLink
      href="https://www.abudhabi.ae/"
      rel="external"
      newTabLabel={storyText(globals, NEW_TAB)}
    >
      {storyText(globals, { en: 'Abu Dhabi government', ar: 'حكومة أبوظبي' })}
    </ExternalLink>
  ),
  play: async ({ canvas }) => {
    const rel = canvas.getByRole('link').getAttribute('rel')!.split(' ');
    await expect(rel).toEqual(expect.arrayContaining(['noopener', 'noreferrer', 'external']));
  },
};

/** Long link text in a 320 px column wraps; nothing scrolls sideways. */
export const Narrow: Story = {
  render: (_, { globals }) => (
    <div data-testid="column" className="w-[320px]">
      <ExternalLink
        variant="standalone"
        href="https://www.addc.ae/"
        newTabLabel={storyText(globals, NEW_TAB)}
      >
        {storyText(globals, {
          en: 'Read the electricity and water tariff regulations of the Department of Energy',
          ar: 'اقرأ لوائح تعرفة الكهرباء والمياه الصادرة عن دائرة الطاقة في إمارة أبوظبي',
        })}
      </ExternalLink>
    </div>
  ),
  play: async ({ canvas }) => {
    const column = canvas.getByTestId('column');
    await expect(column.scrollWidth).toBeLessThanOrEqual(column.clientWidth);
  },
};
