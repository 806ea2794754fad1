import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyText } from '../../storybook/storyText';
import { ProgressBar } from './ProgressBar';

const ESTIMATED = { en: 'Estimated 12 June 2025', ar: 'التاريخ المتوقع 12 يونيو 2025' };
const USED = { en: '40% of the expected time used', ar: 'تم استخدام 40% من الوقت المتوقع' };

const meta = {
  title: 'Display/ProgressBar',
  component: ProgressBar,
  args: { value: 40, tone: 'success', label: '', completed: false },
  argTypes: {
    tone: { control: 'inline-radio', options: ['neutral', 'attention', 'success', 'danger'] },
    value: { control: { type: 'range', min: 0, max: 100 } },
    label: { control: false, description: 'The status text, from the locale toolbar.' },
  },
  render: (args, { globals }) => (
    <div className="max-w-sm">
      <ProgressBar
        {...args}
        label={storyText(globals, ESTIMATED)}
        valueText={storyText(globals, USED)}
      />
    </div>
  ),
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An application on time: the status in words names the bar; the value is spoken in words too. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const bar = canvas.getByRole('progressbar', { name: storyText(globals, ESTIMATED) });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(bar).toHaveAttribute('aria-valuemin', '0');
    await expect(bar).toHaveAttribute('aria-valuemax', '100');
    await expect(bar).toHaveAttribute('aria-valuetext', storyText(globals, USED));
    await expect(canvas.getByText(storyText(globals, ESTIMATED))).toBeVisible();
  },
};
