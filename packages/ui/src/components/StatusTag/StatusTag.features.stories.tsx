import type { StatusBarColor } from '@portal/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyText } from '../../storybook/storyText';
import type { StoryWords } from '../../storybook/storyText';
import { StatusTag } from './StatusTag';

const meta = {
  title: 'Display/StatusTag/Features',
  component: StatusTag,
  args: { tone: 'neutral', children: '' },
} satisfies Meta<typeof StatusTag>;

export default meta;
type Story = StoryObj<typeof meta>;

const TONES: readonly (readonly [StatusBarColor, StoryWords])[] = [
  ['neutral', { en: 'Cancelled', ar: 'ملغى' }],
  ['attention', { en: 'Action required', ar: 'مطلوب إجراء' }],
  ['success', { en: 'Completed', ar: 'مكتمل' }],
  ['danger', { en: 'Delayed', ar: 'متأخر' }],
];

/**
 * The four tones of spec 000 §4 (grey, orange, green, red), each with its words and its own shape,
 * so none is told by colour alone. Quiet backgrounds keep the text at 4.5:1 or more in both themes.
 */
export const Tones: Story = {
  render: (_, { globals }) => (
    <div className="flex flex-wrap gap-3">
      {TONES.map(([tone, words]) => (
        <StatusTag key={tone} tone={tone}>
          {storyText(globals, words)}
        </StatusTag>
      ))}
    </div>
  ),
  play: async ({ canvas, canvasElement, globals }) => {
    for (const [, words] of TONES)
      await expect(canvas.getByText(storyText(globals, words))).toBeVisible();
    const shapes = [...canvasElement.querySelectorAll('[data-slot="status-tag"] svg')].map((svg) =>
      svg.getAttribute('class'),
    );
    // Four different icons: lucide names each one in its class.
    await expect(new Set(shapes).size).toBe(4);
  },
};

/** Without the shape (`icon={null}`): the words still say everything. */
export const WithoutIcon: Story = {
  render: (_, { globals }) => (
    <StatusTag tone="attention" icon={null}>
      {storyText(globals, { en: 'Awaiting your documents', ar: 'بانتظار مستنداتك' })}
    </StatusTag>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="status-tag"] svg')).toBeNull();
  },
};

/** A long status wraps inside a 320 px column instead of pushing the page sideways. */
export const Narrow: Story = {
  render: (_, { globals }) => (
    <div data-testid="column" className="w-[320px]">
      <StatusTag tone="danger">
        {storyText(globals, {
          en: 'Delayed beyond the expected completion date of the electricity connection',
          ar: 'متأخر عن تاريخ الإنجاز المتوقع لتوصيل الكهرباء إلى العقار السكني',
        })}
      </StatusTag>
    </div>
  ),
  play: async ({ canvas }) => {
    const column = canvas.getByTestId('column');
    await expect(column.scrollWidth).toBeLessThanOrEqual(column.clientWidth);
  },
};
