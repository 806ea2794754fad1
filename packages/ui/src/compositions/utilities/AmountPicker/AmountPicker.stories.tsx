import {
  PRESET_RECHARGE_AMOUNTS,
  formatAmount,
  minimumPaymentOf,
  quickTopUpAmounts,
  type CustomAmountRules,
} from '@portal/core';
import { inquireAccount } from '@portal/core/api/paymentHub';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { sandboxData, sandboxStory } from '../../../storybook/sandboxStory';
import { loadUtilityWords } from '../storyWords';
import type { UtilityWords } from '../utilityWords';
import { AmountPicker, type AmountPickerLabels } from './AmountPicker';

interface PickerStoryData {
  readonly t: UtilityWords;
  readonly labels: AmountPickerLabels;
  readonly options: readonly { amount: number; label: string }[];
  readonly rules: CustomAmountRules;
}

const onPay = fn();

/** Reads the account's inquiry in the sandbox and offers what the pay screen offers. */
function loadPicker(entity: 'addc' | 'salik', accountNumber: string) {
  return sandboxStory<PickerStoryData>({
    as: 'normal',
    load: async ({ client, locale }) => {
      const t = await loadUtilityWords(locale);
      const inquiry = await inquireAccount(client, entity, { accountNumber });
      const due = entity === 'salik' ? 0 : (inquiry.dueAmount ?? 0);
      const amounts = due > 0 ? quickTopUpAmounts(due) : [...PRESET_RECHARGE_AMOUNTS];
      const min = minimumPaymentOf(entity, undefined, inquiry.minimumAmount ?? undefined);
      const money = (amount: number) =>
        t('amountPicker.amountOption', { amount: formatAmount(amount, { locale }) });
      return {
        t,
        rules: { min },
        options: amounts.map((amount) => ({ amount, label: money(amount) })),
        labels: {
          legend: t('amountPicker.label'),
          custom: t('amountPicker.custom'),
          minimumHint: t('amountPicker.minimumHint', { amount: formatAmount(min, { locale }) }),
          currency: t('amountPicker.currency'),
          submit: t('utilities.pay.submit'),
          submitting: t('utilities.pay.starting'),
          errorSummaryTitle: t('utilities.form.errorSummaryTitle'),
          errorPrefix: t('utilities.form.errorPrefix'),
        },
      };
    },
  });
}

const meta = {
  title: 'Utilities/AmountPicker',
  component: AmountPicker,
  render: (args, { loaded }) => {
    const data = sandboxData<PickerStoryData>(loaded);
    return (
      <AmountPicker
        {...args}
        options={data.options}
        rules={data.rules}
        labels={data.labels}
        translate={data.t}
        onPay={(amount) => {
          onPay(amount);
        }}
      />
    );
  },
} satisfies Meta<typeof AmountPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const BASE_ARGS = {
  options: [],
  rules: {},
  labels: {} as AmountPickerLabels,
  translate: (key: string) => key,
  onPay: () => undefined,
};

/** An electricity bill: core's quick amounts for the amount due; the first is chosen and paid. */
export const Content: Story = {
  args: BASE_ARGS,
  parameters: loadPicker('addc', '1000000013'),
  play: async ({ canvas, loaded, userEvent }) => {
    const { labels, options } = sandboxData<PickerStoryData>(loaded);
    onPay.mockClear();
    await expect(canvas.getByRole('radio', { name: options[0]!.label })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: labels.submit }));
    await waitFor(() => expect(onPay).toHaveBeenCalledWith(options[0]!.amount));
  },
};

/**
 * A toll top-up: presets 50/100/200/500 and another amount with the minimum 10 in its hint; 5 is
 * refused with the reason, focus goes to the summary and the 5 stays; 320 px wide.
 */
export const TollMinimumNarrow: Story = {
  args: BASE_ARGS,
  parameters: loadPicker('salik', '5000000011'),
  render: (args, context) => <div className="w-[320px]">{meta.render(args, context)}</div>,
  play: async ({ canvas, canvasElement, loaded, userEvent }) => {
    const { labels, t } = sandboxData<PickerStoryData>(loaded);
    onPay.mockClear();
    await userEvent.click(canvas.getByRole('radio', { name: labels.custom }));
    const field = canvas.getByRole('textbox', { name: new RegExp(labels.custom) });
    await userEvent.type(field, '5');
    await userEvent.click(canvas.getByRole('button', { name: labels.submit }));
    const summary = await canvas.findByRole('alert');
    await expect(summary).toHaveTextContent(t('form.error.amountMin', { limit: 10 }));
    await waitFor(() => expect(summary.closest('[tabindex="-1"]')).toHaveFocus());
    await expect(field).toHaveValue('5');
    await expect(onPay).not.toHaveBeenCalled();
    const root = canvasElement.firstElementChild as HTMLElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
