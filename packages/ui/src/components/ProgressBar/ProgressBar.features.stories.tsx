import type { StatusBarColor } from '@portal/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyText, type StoryWords } from '../../storybook/storyText';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'Display/ProgressBar/Features',
  component: ProgressBar,
  args: { value: 0, tone: 'neutral', label: '' },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const STATES: readonly (readonly [StatusBarColor, number, StoryWords])[] = [
  ['success', 35, { en: 'Estimated 12 June 2025', ar: 'التاريخ المتوقع 12 يونيو 2025' }],
  ['attention', 60, { en: 'Action required', ar: 'مطلوب إجراء' }],
  ['danger', 100, { en: 'Delayed', ar: 'متأخر' }],
  ['neutral', 100, { en: 'Cancelled', ar: 'ملغى' }],
];

/** The tones of spec 000 §4, each with its status in words: colour is never the only signal. */
export const Tones: Story = {
  render: (_, { globals }) => (
    <div className="flex max-w-sm flex-col gap-6">
      {STATES.map(([tone, value, words]) => (
        <ProgressBar key={tone} tone={tone} value={value} label={storyText(globals, words)} />
      ))}
    </div>
  ),
  play: async ({ canvas, globals }) => {
    for (const [, value, words] of STATES) {
      const bar = canvas.getByRole('progressbar', { name: storyText(globals, words) });
      await expect(bar).toHaveAttribute('aria-valuenow', String(value));
    }
  },
};

/** Completed (status 4): full, green, with a success mark before the words. */
export const Completed: Story = {
  render: (_, { globals }) => (
    <div className="max-w-sm">
      <ProgressBar
        tone="success"
        value={100}
        completed
        label={storyText(globals, { en: 'Completed', ar: 'مكتمل' })}
      />
    </div>
  ),
  play: async ({ canvas, canvasElement, globals }) => {
    const bar = canvas.getByRole('progressbar', {
      name: storyText(globals, { en: 'Completed', ar: 'مكتمل' }),
    });
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    const mark = canvasElement.querySelector('[data-slot="progress-bar-success-mark"]');
    await expect(mark).toHaveAttribute('aria-hidden', 'true');
  },
};

/** The fill grows from the inline start: from the left in English, from the right in Arabic. */
export const FillsFromInlineStart: Story = {
  render: (_, { globals }) => (
    <div className="max-w-sm">
      <ProgressBar
        tone="success"
        value={30}
        label={storyText(globals, {
          en: 'Estimated 3 July 2025',
          ar: 'التاريخ المتوقع 3 يوليو 2025',
        })}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const track = canvasElement.querySelector('[data-slot="progress-bar-track"]') as HTMLElement;
    const fill = canvasElement.querySelector('[data-slot="progress-bar-fill"]') as HTMLElement;
    const trackBox = track.getBoundingClientRect();
    const fillBox = fill.getBoundingClientRect();
    const rtl = document.documentElement.dir === 'rtl';
    // Borders are 1 px: the fill touches the track's inner edge on the start side.
    if (rtl) await expect(Math.abs(trackBox.right - 1 - fillBox.right)).toBeLessThan(1);
    else await expect(Math.abs(fillBox.left - (trackBox.left + 1))).toBeLessThan(1);
    await expect(fillBox.width).toBeCloseTo((trackBox.width - 2) * 0.3, 0);
  },
};

/** A long status wraps inside a 320 px column; the bar takes the column's width. */
export const Narrow: Story = {
  render: (_, { globals }) => (
    <div data-testid="column" className="w-[320px]">
      <ProgressBar
        tone="danger"
        value={100}
        label={storyText(globals, {
          en: 'Delayed: the expected completion date of your electricity connection has passed',
          ar: 'متأخر: انقضى التاريخ المتوقع لإنجاز توصيل الكهرباء إلى عقارك السكني',
        })}
      />
    </div>
  ),
  play: async ({ canvas }) => {
    const column = canvas.getByTestId('column');
    await expect(column.scrollWidth).toBeLessThanOrEqual(column.clientWidth);
  },
};
