import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyText } from '../../storybook/storyText';
import { BarChart } from './BarChart';
import { STORY_CHART_WORDS, storyConsumptions } from './barChartStoryData';

const meta = {
  title: 'Display/BarChart/Features',
  component: BarChart,
  args: { title: '', data: [], labelHeader: '', valueHeader: '' },
  render: (args, { globals }) => (
    <BarChart
      {...args}
      title={storyText(globals, STORY_CHART_WORDS.title)}
      labelHeader={storyText(globals, STORY_CHART_WORDS.labelHeader)}
      valueHeader={storyText(globals, STORY_CHART_WORDS.valueHeader)}
      data={args.data.length > 0 ? args.data : storyConsumptions(globals)}
    />
  ),
} satisfies Meta<typeof BarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Bars stand on one baseline and run in reading order: January at the inline start (on the right
 * in Arabic), June at the end.
 */
export const BaselineAndOrder: Story = {
  play: async ({ canvasElement }) => {
    const bars = [...canvasElement.querySelectorAll('[data-slot="bar-chart-plot"] rect')].map(
      (bar) => bar.getBoundingClientRect(),
    );
    const bottoms = bars.map((box) => Math.round(box.bottom));
    await expect(new Set(bottoms).size).toBe(1);
    const rtl = document.documentElement.dir === 'rtl';
    if (rtl) await expect(bars[0]!.left).toBeGreaterThan(bars[5]!.left);
    else await expect(bars[0]!.left).toBeLessThan(bars[5]!.left);
  },
};

/** Zeros and a month with no reading: an empty bar, the words still in the table. */
export const ZerosAndEmpty: Story = {
  args: {
    data: [
      { label: '1', value: 0, valueText: '0' },
      { label: '2', value: 0, valueText: '0' },
      { label: '3', value: 0, valueText: '0' },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('row')).toHaveLength(4);
    const heights = [...canvasElement.querySelectorAll('[data-slot="bar-chart-plot"] rect')].map(
      (bar) => bar.getBoundingClientRect().height,
    );
    await expect(heights.every((height) => height === 0)).toBe(true);
  },
};

/** At 320 px the six bars share the width, labels wrap, and the table stacks. */
export const Narrow: Story = {
  render: (_, { globals }) => (
    <div data-testid="column" className="w-[320px]">
      <BarChart
        title={storyText(globals, STORY_CHART_WORDS.title)}
        labelHeader={storyText(globals, STORY_CHART_WORDS.labelHeader)}
        valueHeader={storyText(globals, STORY_CHART_WORDS.valueHeader)}
        data={storyConsumptions(globals)}
      />
    </div>
  ),
  play: async ({ canvas }) => {
    const column = canvas.getByTestId('column');
    await expect(column.scrollWidth).toBeLessThanOrEqual(column.clientWidth);
  },
};
