import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyText } from '../../storybook/storyText';
import { SafeHtml } from './SafeHtml';
import { storyTermsHtml } from './safeHtmlStoryContent';

const NEW_TAB = { en: 'opens in a new tab', ar: 'يفتح في علامة تبويب جديدة' };

const meta = {
  title: 'Display/SafeHtml',
  component: SafeHtml,
  args: { html: '', allowedOrigins: ['https://www.darb.example'] },
  argTypes: { html: { control: false } },
  render: (args, { globals }) => (
    <div className="max-w-2xl">
      <SafeHtml {...args} html={storyTermsHtml(globals)} newTabHint={storyText(globals, NEW_TAB)} />
    </div>
  ),
} satisfies Meta<typeof SafeHtml>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The Darb terms (S6.6) in the page's language and theme: headings, lists, a table and links in
 * the portal's typography. The allowed external link opens a new tab safely and says so.
 */
export const Default: Story = {
  play: async ({ canvas, globals, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(canvas.getByRole('table')).toBeVisible();
    const external = canvas.getByRole('link', {
      name: new RegExp(storyText(globals, NEW_TAB)),
    });
    await expect(external).toHaveAttribute('href', 'https://www.darb.example/terms');
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    // In-page links point at the prefixed ids the sanitiser gives the content.
    const contact = canvas.getByRole('link', {
      name: storyText(globals, { en: 'Contact us', ar: 'تواصل معنا' }),
    });
    await expect(contact).toHaveAttribute('href', '#user-content-contact');
    // Links are reachable with Tab, in order.
    await userEvent.tab();
    await expect(canvas.getAllByRole('link')[0]).toHaveFocus();
  },
};
