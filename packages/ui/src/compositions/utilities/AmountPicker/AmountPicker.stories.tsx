import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { sandboxData } from '../../../storybook/sandboxStory';
import { AmountPicker } from './AmountPicker';
import {
  BASE_ARGS,
  loadPicker,
  onPay,
  renderPicker,
  type PickerStoryData,
} from './amountPickerStoryData';

const meta = {
  title: 'Utilities/AmountPicker',
  component: AmountPicker,
  args: BASE_ARGS,
  render: renderPicker,
} satisfies Meta<typeof AmountPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An electricity bill: core's quick amounts for the amount due; the first is chosen and paid. */
export const Content: Story = {
  parameters: loadPicker('addc', '1000000013'),
  play: async ({ canvas, loaded, userEvent }) => {
    const { labels, options } = sandboxData<PickerStoryData>(loaded);
    onPay.mockClear();
    await expect(canvas.getByRole('radio', { name: options[0]!.label })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: labels.submit }));
    await waitFor(() => expect(onPay).toHaveBeenCalledWith(options[0]!.amount));
  },
};
