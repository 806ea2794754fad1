import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyText, type StoryWords } from '../../storybook/storyText';
import { DescriptionList } from './DescriptionList';

const FACTS: readonly (readonly [StoryWords, string])[] = [
  [{ en: 'Amount due', ar: 'المبلغ المستحق' }, '1,234.50'],
  [{ en: 'Due date', ar: 'تاريخ الاستحقاق' }, '15-07-2025'],
  [{ en: 'Billing period', ar: 'فترة الفوترة' }, '01-06-2025 – 30-06-2025'],
];

const meta = {
  title: 'Display/DescriptionList',
  component: DescriptionList,
  args: { items: [] },
  argTypes: { items: { control: false } },
  render: (args, { globals }) => (
    <div className="max-w-xl">
      <DescriptionList
        {...args}
        items={FACTS.map(([term, description]) => ({
          term: storyText(globals, term),
          description,
        }))}
      />
    </div>
  ),
} satisfies Meta<typeof DescriptionList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A bill's facts (S5.4): terms beside their values when there is room. */
export const Default: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const terms = canvasElement.querySelectorAll('dt');
    const values = canvasElement.querySelectorAll('dd');
    await expect(terms).toHaveLength(3);
    await expect(values).toHaveLength(3);
    await expect(terms[0]).toHaveTextContent(storyText(globals, FACTS[0]![0]));
    await expect(canvas.getByText('1,234.50')).toBeVisible();
    // Wide: the value sits beside its term, on the same row.
    const term = terms[0]!.getBoundingClientRect();
    const value = values[0]!.getBoundingClientRect();
    await expect(Math.abs(term.top - value.top)).toBeLessThan(2);
  },
};
