import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { sandboxData } from '../../../storybook/sandboxStory';
import { AutopaySetupForm } from './AutopaySetupForm';
import {
  BASE_ARGS,
  ELIGIBLE_ACCOUNT,
  INELIGIBLE_ACCOUNT,
  loadAutopaySetup,
  onSaved,
  renderAutopaySetupFor,
  type AutopaySetupStoryData,
} from './autopaySetupStoryData';

const meta = {
  title: 'Utilities/AutopaySetupForm',
  component: AutopaySetupForm,
  args: BASE_ARGS,
  parameters: loadAutopaySetup,
  render: renderAutopaySetupFor(ELIGIBLE_ACCOUNT),
} satisfies Meta<typeof AutopaySetupForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * An ADDC account without autopay: saving with no day is refused by core's rule (the summary takes
 * focus); the 31st, with its ordinal, is saved in the sandbox and the account is active on that day.
 */
export const Content: Story = {
  play: async ({ canvas, loaded, userEvent }) => {
    const { t, labels } = sandboxData<AutopaySetupStoryData>(loaded);
    onSaved.mockClear();
    const day = canvas.getByRole('combobox', { name: String(labels.day) });
    await userEvent.click(canvas.getByRole('button', { name: labels.submit }));
    const summary = await canvas.findByRole('alert');
    await waitFor(() => expect(summary.closest('[tabindex="-1"]')).toHaveFocus());
    await expect(summary).toHaveTextContent(t('form.error.autopayDay'));
    await userEvent.selectOptions(day, '31');
    await userEvent.click(canvas.getByRole('button', { name: labels.submit }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    await expect(onSaved).toHaveBeenCalledWith(
      expect.objectContaining({ id: ELIGIBLE_ACCOUNT, autopayStatus: 1, dayOfMonth: 31 }),
    );
  },
};

/** An e& prepaid line cannot be paid automatically: the sandbox's words in the summary; the day stays. */
export const Refused: Story = {
  render: renderAutopaySetupFor(INELIGIBLE_ACCOUNT),
  play: async ({ canvas, loaded, userEvent }) => {
    const { labels } = sandboxData<AutopaySetupStoryData>(loaded);
    const day = canvas.getByRole('combobox', { name: String(labels.day) });
    await userEvent.selectOptions(day, '5');
    await userEvent.click(canvas.getByRole('button', { name: labels.submit }));
    const summary = await canvas.findByRole('alert');
    await waitFor(() => expect(summary.closest('[tabindex="-1"]')).toHaveFocus());
    // The sandbox refuses in the story's language.
    await expect(summary).toHaveTextContent(/cannot be paid automatically|لا يمكن الدفع التلقائي/);
    await expect(day).toHaveValue('5');
  },
};
