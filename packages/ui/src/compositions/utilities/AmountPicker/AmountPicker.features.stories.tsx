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
  title: 'Utilities/AmountPicker/Features',
  component: AmountPicker,
  args: BASE_ARGS,
} satisfies Meta<typeof AmountPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A toll top-up: presets 50/100/200/500 and another amount with the minimum 10 in its hint; 5 is
 * refused with the reason, focus goes to the summary and the 5 stays; 320 px wide.
 */
export const TollMinimumNarrow: Story = {
  parameters: loadPicker('salik', '5000000011'),
  render: (args, context) => <div className="w-[320px]">{renderPicker(args, context)}</div>,
  play: async ({ canvas, canvasElement, loaded, userEvent }) => {
    const { labels, t } = sandboxData<PickerStoryData>(loaded);
    onPay.mockClear();
    await userEvent.click(canvas.getByRole('radio', { name: labels.custom }));
    const field = canvas.getByRole('textbox', { name: new RegExp(labels.custom) });
    await userEvent.type(field, '5');
    await userEvent.click(canvas.getByRole('button', { name: labels.submit }));
    const summary = await canvas.findByRole('alert');
    // The message joins the amount to its currency with a no-break space; jest-dom reads the
    // element's text with every space as a plain one, so the expected words are read the same way.
    await expect(summary).toHaveTextContent(
      t('form.error.amountMin', { limit: 10 }).replace(/\s+/g, ' '),
    );
    await waitFor(() => expect(summary.closest('[tabindex="-1"]')).toHaveFocus());
    await expect(field).toHaveValue('5');
    await expect(onPay).not.toHaveBeenCalled();
    const root = canvasElement.firstElementChild as HTMLElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
