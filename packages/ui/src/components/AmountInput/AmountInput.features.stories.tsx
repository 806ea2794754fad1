import { checkCustomAmount, formatAmount, TOLL_MIN_TOP_UP } from '@portal/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { storyLocale } from '../../storybook/storyLocale';
import { storyText } from '../../storybook/storyText';
import { Field } from '../Field';
import { AmountInput } from './AmountInput';

const meta = {
  title: 'Forms/AmountInput/Features',
  component: AmountInput,
  args: { currency: '' },
} satisfies Meta<typeof AmountInput>;

export default meta;
type Story = StoryObj<typeof meta>;

const LABEL = { en: 'Other amount', ar: 'مبلغ آخر' };
const CURRENCY = { en: 'AED', ar: 'درهم' };

function TopUpAmount({ globals }: { globals: Record<string, unknown> }) {
  const [error, setError] = useState<string>();
  const locale = storyLocale(globals);
  const rules = { min: TOLL_MIN_TOP_UP, max: 3000 };
  // What an app would take from its catalogue (form.error.amountMin / amountMax, with the limit).
  const words = (messageKey: string, limit = '') =>
    ({
      'form.error.required': storyText(globals, {
        en: 'This field is required',
        ar: 'هذا الحقل مطلوب',
      }),
      'form.error.amount': storyText(globals, {
        en: 'Enter a valid amount',
        ar: 'أدخل مبلغًا صحيحًا',
      }),
      'form.error.amountMin': storyText(globals, {
        en: `The minimum amount is AED ${limit}`,
        ar: `الحد الأدنى للمبلغ هو ${limit} درهم`,
      }),
      'form.error.amountMax': storyText(globals, {
        en: `The maximum amount is AED ${limit}`,
        ar: `الحد الأقصى للمبلغ هو ${limit} درهم`,
      }),
    })[messageKey] ?? messageKey;
  return (
    <div className="max-w-md">
      <Field
        label={storyText(globals, LABEL)}
        error={error}
        errorPrefix={storyText(globals, { en: 'Error:', ar: 'خطأ:' })}
      >
        <AmountInput
          currency={storyText(globals, CURRENCY)}
          limitsText={storyText(globals, {
            en: `From AED ${formatAmount(rules.min, { locale })} to AED ${formatAmount(rules.max, { locale })}.`,
            ar: `من ${formatAmount(rules.min, { locale })} إلى ${formatAmount(rules.max, { locale })} درهم.`,
          })}
          onBlur={(event) => {
            const check = checkCustomAmount(event.currentTarget.value, rules);
            setError(
              check.ok
                ? undefined
                : words(
                    check.messageKey,
                    check.limit === undefined ? '' : formatAmount(check.limit, { locale }),
                  ),
            );
          }}
        />
      </Field>
    </div>
  );
}

/**
 * Checked by core's `checkCustomAmount` against the caller's rules when the field is left; the
 * typed text stays as it was, right or wrong.
 */
export const CheckedByCoreRules: Story = {
  render: (_, { globals }) => <TopUpAmount globals={globals} />,
  play: async ({ canvas, globals, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: storyText(globals, LABEL) });
    await userEvent.type(input, '5');
    await userEvent.tab();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveValue('5');
    await userEvent.click(input);
    await userEvent.type(input, '0');
    await userEvent.tab();
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(input).toHaveValue('50');
  },
};

/** The currency stays at the inline start: left of the digits in English, right of them in Arabic. */
export const CurrencyAtInlineStart: Story = {
  render: (_, { globals }) => (
    <div className="max-w-md">
      <Field label={storyText(globals, LABEL)}>
        <AmountInput currency={storyText(globals, CURRENCY)} defaultValue="250.75" />
      </Field>
    </div>
  ),
  play: async ({ canvas, canvasElement, globals }) => {
    const rtl = canvasElement.ownerDocument.documentElement.dir === 'rtl';
    const field = canvas.getByRole('textbox').getBoundingClientRect();
    const currency = canvas.getByText(storyText(globals, CURRENCY)).getBoundingClientRect();
    await expect(currency.left < field.left).toBe(!rtl);
  },
};

/** At 320 px the adornment keeps its words and the field shrinks, never widening the column. */
export const Narrow: Story = {
  render: (_, { globals }) => (
    <div data-testid="column" className="w-[320px]">
      <Field
        label={storyText(globals, {
          en: 'Amount to add to your toll wallet balance',
          ar: 'المبلغ المراد إضافته إلى رصيد محفظة الرسوم',
        })}
      >
        <AmountInput
          currency={storyText(globals, { en: 'AED', ar: 'درهم إماراتي' })}
          defaultValue="1234567890.25"
          limitsText={storyText(globals, {
            en: 'The minimum payment amount is AED 10.00. Amounts above AED 3,000.00 need a card.',
            ar: 'الحد الأدنى لمبلغ الدفع هو 10.00 درهم. تتطلب المبالغ التي تزيد على 3,000.00 درهم بطاقة.',
          })}
        />
      </Field>
    </div>
  ),
  play: async ({ canvas }) => {
    const column = canvas.getByTestId('column');
    await expect(column.scrollWidth).toBeLessThanOrEqual(column.clientWidth);
  },
};
