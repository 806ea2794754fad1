import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sandboxData } from '../../../storybook/sandboxStory';
import { AutopaySetupForm } from './AutopaySetupForm';
import {
  BASE_ARGS,
  ELIGIBLE_ACCOUNT,
  loadAutopaySetup,
  renderAutopaySetupFor,
  type AutopaySetupStoryData,
} from './autopaySetupStoryData';

const meta = {
  title: 'Utilities/AutopaySetupForm/Features',
  component: AutopaySetupForm,
  args: BASE_ARGS,
  parameters: loadAutopaySetup,
} satisfies Meta<typeof AutopaySetupForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Changing the day of a schedule: the current day (the 21st) is chosen at first; 320 px wide, the
 * longest Arabic ordinal sentence fits and nothing scrolls sideways.
 */
export const ChangeDayNarrow: Story = {
  args: { ...BASE_ARGS, defaultDay: 21 },
  render: (args, context) => (
    <div className="w-[320px]">{renderAutopaySetupFor(ELIGIBLE_ACCOUNT)(args, context)}</div>
  ),
  play: async ({ canvas, canvasElement, loaded }) => {
    const { labels } = sandboxData<AutopaySetupStoryData>(loaded);
    await expect(canvas.getByRole('combobox', { name: String(labels.day) })).toHaveValue('21');
    const root = canvasElement.firstElementChild as HTMLElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
