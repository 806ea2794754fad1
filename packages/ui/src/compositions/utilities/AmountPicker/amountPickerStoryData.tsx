/**
 * Stories only: the picker's words and amounts from the seeded world, shared by the stories and the
 * features stories (a stories file cannot export helpers).
 */
import {
  PRESET_RECHARGE_AMOUNTS,
  billPaymentOfferOf,
  formatAmount,
  minimumPaymentOf,
  type CustomAmountRules,
} from '@portal/core';
import { inquireAccount } from '@portal/core/api/paymentHub';
import type { StoryContext } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { sandboxData, sandboxStory } from '../../../storybook/sandboxStory';
import { loadUtilityWords } from '../storyWords';
import type { UtilityWords } from '../views/words';
import { AmountPicker, type AmountPickerLabels, type AmountPickerProps } from './AmountPicker';

export interface PickerStoryData {
  readonly t: UtilityWords;
  readonly labels: AmountPickerLabels;
  readonly options: readonly { amount: number; label: string }[];
  readonly rules: CustomAmountRules;
  /** A bill's amount due, chosen at first (core's `billPaymentOfferOf`); none for a top-up. */
  readonly defaultAmount?: number;
  /** A bill's button says the amount ("Pay AED 125.50"). */
  readonly submitLabelFor?: (amount: number) => string;
}

/** Records the amounts paid in the stories. */
export const onPay = fn();

/** Reads the account's inquiry in the sandbox and offers what the pay screen offers. */
export function loadPicker(entity: 'addc' | 'salik', accountNumber: string) {
  return sandboxStory<PickerStoryData>({
    as: 'normal',
    load: async ({ client, locale }) => {
      const t = await loadUtilityWords(locale);
      const inquiry = await inquireAccount(client, entity, { accountNumber });
      const due = entity === 'salik' ? 0 : (inquiry.dueAmount ?? 0);
      const min = minimumPaymentOf(entity, undefined, inquiry.minimumAmount ?? undefined);
      // As the pay screen: a bill offers its amount due, preselected; a top-up the presets.
      const offer = billPaymentOfferOf(due, min);
      const amounts = offer ? offer.amounts : [...PRESET_RECHARGE_AMOUNTS];
      const money = (amount: number) =>
        t('amountPicker.amountOption', { amount: formatAmount(amount, { locale }) });
      return {
        t,
        rules: offer ? offer.rules : { min },
        options: amounts.map((amount) => ({ amount, label: money(amount) })),
        ...(offer
          ? {
              defaultAmount: offer.preselected,
              submitLabelFor: (amount: number) =>
                t('utilities.pay.submitAmount', { amount: money(amount) }),
            }
          : {}),
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

/** Placeholder args: the stories render from their loaded data. */
export const BASE_ARGS: AmountPickerProps = {
  options: [],
  rules: {},
  labels: {} as AmountPickerLabels,
  translate: (key: string) => key,
  onPay: () => undefined,
};

/** Renders the picker from a story's loaded data; paying records the amount in `onPay`. */
export function renderPicker(args: AmountPickerProps, { loaded }: Pick<StoryContext, 'loaded'>) {
  const data = sandboxData<PickerStoryData>(loaded);
  return (
    <AmountPicker
      {...args}
      options={data.options}
      rules={data.rules}
      {...(data.defaultAmount === undefined ? {} : { defaultAmount: data.defaultAmount })}
      {...(data.submitLabelFor ? { submitLabelFor: data.submitLabelFor } : {})}
      labels={data.labels}
      translate={data.t}
      onPay={(amount) => {
        onPay(amount);
      }}
    />
  );
}
