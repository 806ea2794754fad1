import { formatBadgeCount } from '@portal/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyText } from '../../storybook/storyText';
import { Badge } from './Badge';

const meta = {
  title: 'Display/Badge/Features',
  component: Badge,
  args: { children: '' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three tones; each carries words, so the tone is emphasis, never the only message. */
export const Tones: Story = {
  render: (_, { globals }) => (
    <div className="flex flex-wrap items-center gap-3">
      <Badge tone="neutral">{storyText(globals, { en: 'Draft', ar: 'مسودة' })}</Badge>
      <Badge tone="brand">{storyText(globals, { en: 'New', ar: 'جديد' })}</Badge>
      <Badge tone="danger">{storyText(globals, { en: 'Overdue', ar: 'متأخر السداد' })}</Badge>
    </div>
  ),
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByText(storyText(globals, { en: 'Overdue', ar: 'متأخر السداد' })),
    ).toBeVisible();
  },
};

/**
 * A count (formatted by core: 120 → "99+") with words for assistive technology: screen readers hear
 * "120 unread messages", not "99 plus".
 */
export const CountWithLabel: Story = {
  render: (_, { globals }) => (
    <p className="flex items-center gap-2">
      <span>{storyText(globals, { en: 'Messages', ar: 'الرسائل' })}</span>
      <Badge
        tone="danger"
        label={storyText(globals, { en: '120 unread messages', ar: '120 رسالة غير مقروءة' })}
      >
        {formatBadgeCount(120)}
      </Badge>
    </p>
  ),
  play: async ({ canvas, canvasElement, globals }) => {
    const badge = canvasElement.querySelector('[data-slot="badge"]') as HTMLElement;
    await expect(badge).toHaveTextContent('99+');
    // The words are read, not seen (visually hidden); the visible "99+" is not read.
    const words = canvas.getByText(
      storyText(globals, { en: '120 unread messages', ar: '120 رسالة غير مقروءة' }),
    );
    await expect(words.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await expect(canvas.getByText('99+')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** Long words wrap inside a 320 px column. */
export const Narrow: Story = {
  render: (_, { globals }) => (
    <div data-testid="column" className="w-[320px]">
      <Badge tone="brand">
        {storyText(globals, {
          en: 'Recommended for residents of Abu Dhabi, Al Ain and Al Dhafra',
          ar: 'موصى به للمقيمين في أبوظبي والعين ومنطقة الظفرة',
        })}
      </Badge>
    </div>
  ),
  play: async ({ canvas }) => {
    const column = canvas.getByTestId('column');
    await expect(column.scrollWidth).toBeLessThanOrEqual(column.clientWidth);
  },
};
