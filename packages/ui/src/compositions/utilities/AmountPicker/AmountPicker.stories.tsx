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

/**
 * An electricity bill: the whole amount due is chosen (core's `billPaymentOfferOf`), the button says
 * it, and pressing it pays it; a part payment only through "other amount".
 */
export const Content: Story = {
  parameters: loadPicker('addc', '1000000013'),
  play: async ({ canvas, loaded, userEvent }) => {
    const { options, submitLabelFor } = sandboxData<PickerStoryData>(loaded);
    const due = options[0]!;
    onPay.mockClear();
    await expect(canvas.getAllByRole('radio')).toHaveLength(2);
    await expect(canvas.getByRole('radio', { name: due.label })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: submitLabelFor!(due.amount) }));
    await waitFor(() => expect(onPay).toHaveBeenCalledWith(due.amount));
  },
};
