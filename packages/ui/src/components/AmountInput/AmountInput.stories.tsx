import { formatAmount, TOLL_MIN_TOP_UP } from '@portal/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { storyLocale } from '../../storybook/storyLocale';
import { storyText } from '../../storybook/storyText';
import { Field } from '../Field';
import { AmountInput } from './AmountInput';

const LABEL = { en: 'Other amount', ar: 'مبلغ آخر' };
const CURRENCY = { en: 'AED', ar: 'درهم' };

/** The minimum from core (tolls: 10), formatted by core, in the caller's words. */
const limitsText = (globals: Record<string, unknown>) => {
  const amount = formatAmount(TOLL_MIN_TOP_UP, { locale: storyLocale(globals) });
  return storyText(globals, {
    en: `The minimum payment amount is AED ${amount}.`,
    ar: `الحد الأدنى لمبلغ الدفع هو ${amount} درهم.`,
  });
};

const meta = {
  title: 'Forms/AmountInput',
  component: AmountInput,
  args: { currency: '', onValueChange: fn(), disabled: false },
  argTypes: {
    currency: { control: false, description: 'Set from the locale toolbar.' },
    limitsText: { control: false },
    disabled: { control: 'boolean' },
  },
  render: (args, { globals }) => (
    <div className="max-w-md">
      <Field label={storyText(globals, LABEL)}>
        <AmountInput
          {...args}
          currency={storyText(globals, CURRENCY)}
          limitsText={limitsText(globals)}
        />
      </Field>
    </div>
  ),
} satisfies Meta<typeof AmountInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The decimal keypad on phones; letters, spaces and a second separator never get in, and what was
 * typed is otherwise kept as is.
 */
export const Default: Story = {
  play: async ({ canvas, args, globals, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: storyText(globals, LABEL) });
    await expect(input).toHaveAttribute('inputmode', 'decimal');
    await expect(input).toHaveAccessibleDescription(
      `${storyText(globals, CURRENCY)} ${limitsText(globals)}`,
    );
    await userEvent.type(input, '1x2 5.5.0');
    await expect(input).toHaveValue('125.50');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('125.50');
  },
};
