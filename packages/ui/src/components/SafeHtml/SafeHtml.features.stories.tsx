import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyText } from '../../storybook/storyText';
import { SafeHtml } from './SafeHtml';
import { HOSTILE_HTML, storyTermsHtml } from './safeHtmlStoryContent';

const meta = {
  title: 'Display/SafeHtml/Features',
  component: SafeHtml,
  args: { html: '' },
} satisfies Meta<typeof SafeHtml>;

export default meta;
type Story = StoryObj<typeof meta>;

declare global {
  interface Window {
    __safeHtmlPwned?: string;
  }
}

/**
 * Hostile CMS markup: scripts, event handlers, `javascript:`/`data:`/protocol-relative links,
 * iframes, objects, forms and styles. Nothing runs, nothing unsafe remains; the words stay.
 */
export const HostileMarkup: Story = {
  args: { html: HOSTILE_HTML },
  play: async ({ canvas, canvasElement }) => {
    delete window.__safeHtmlPwned;
    // Give an image error or a toggle event the time to fire if a handler had survived.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(window.__safeHtmlPwned).toBeUndefined();
    const content = canvasElement.querySelector('[data-slot="safe-html"]')!;
    await expect(
      content.querySelectorAll('script, svg, iframe, object, form, input, button, style'),
    ).toHaveLength(0);
    await expect(
      content.querySelectorAll('[style], [class], [onerror], [onload], [ontoggle]'),
    ).toHaveLength(0);
    // Unsafe links lose their href and become text; no link is left at all.
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
    await expect(canvas.getByText('javascript link')).toBeVisible();
    await expect(canvas.getByText('protocol-relative link')).toBeVisible();
    await expect(canvas.getByText('Before')).toBeVisible();
    await expect(canvas.getByText('After')).toBeVisible();
  },
};

/** Long words and a table wrap inside a 320 px column: nothing scrolls sideways. */
export const Narrow: Story = {
  render: (_, { globals }) => (
    <div data-testid="column" className="w-[320px]">
      <SafeHtml
        allowedOrigins={['https://www.darb.example']}
        html={
          storyTermsHtml(globals) +
          storyText(globals, {
            en: '<p>Reference: DARB-TERMS-2025-ELECTRONIC-TOLL-COLLECTION-SYSTEM-ABU-DHABI</p>',
            ar: '<p>المرجع: شروط-درب-2025-نظام-التحصيل-الإلكتروني-للتعرفة-في-أبوظبي</p>',
          })
        }
      />
    </div>
  ),
  play: async ({ canvas }) => {
    const column = canvas.getByTestId('column');
    await expect(column.scrollWidth).toBeLessThanOrEqual(column.clientWidth);
  },
};
