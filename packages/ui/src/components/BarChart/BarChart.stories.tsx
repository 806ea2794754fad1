import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyText } from '../../storybook/storyText';
import { BarChart } from './BarChart';
import { STORY_CHART_WORDS, storyConsumptions } from './barChartStoryData';

const meta = {
  title: 'Display/BarChart',
  component: BarChart,
  args: { title: '', data: [], labelHeader: '', valueHeader: '' },
  argTypes: {
    title: { control: false },
    data: { control: false },
    labelHeader: { control: false },
    valueHeader: { control: false },
  },
  render: (args, { globals }) => (
    <div className="max-w-xl">
      <BarChart
        {...args}
        title={storyText(globals, STORY_CHART_WORDS.title)}
        labelHeader={storyText(globals, STORY_CHART_WORDS.labelHeader)}
        valueHeader={storyText(globals, STORY_CHART_WORDS.valueHeader)}
        data={storyConsumptions(globals)}
      />
    </div>
  ),
} satisfies Meta<typeof BarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * S5.4: the last six consumptions as a chart and a table. The bars are hidden from assistive
 * technology; the table under them holds the same numbers and is what screen readers read.
 */
export const Default: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const title = storyText(globals, STORY_CHART_WORDS.title);
    await expect(canvas.getByRole('figure', { name: title })).toBeVisible();
    await expect(canvas.getByRole('table', { name: title })).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(7);
    const data = storyConsumptions(globals);
    await expect(canvas.getByRole('rowheader', { name: data[5]!.label })).toBeVisible();
    const plot = canvasElement.querySelector('[data-slot="bar-chart-plot"]')!;
    await expect(plot).toHaveAttribute('aria-hidden', 'true');
    // The tallest value draws the tallest bar.
    const heights = [...plot.querySelectorAll('rect')].map(
      (bar) => bar.getBoundingClientRect().height,
    );
    await expect(Math.max(...heights)).toBe(heights[5]);
  },
};
