import { formatAmount, quickTopUpAmounts } from '@portal/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { storyLocale } from '../../storybook/storyLocale';
import { storyText } from '../../storybook/storyText';
import { PillGroup } from './PillGroup';

const TOP_UP = { en: 'Top-up amount (AED)', ar: 'مبلغ التعبئة (درهم)' };

const meta = {
  title: 'Forms/PillGroup/Features',
  component: PillGroup,
  args: { legend: '', options: [], onValueChange: fn() },
  // Wallet top-up quick amounts for 1,237.50 due (spec 000 §9), formatted by core.
  render: (args, { globals }) => (
    <PillGroup
      {...args}
      legend={storyText(globals, TOP_UP)}
      options={quickTopUpAmounts(1237.5).map((amount) => ({
        value: String(amount),
        label: formatAmount(amount, { locale: storyLocale(globals) }),
      }))}
    />
  ),
} satisfies Meta<typeof PillGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A chosen pill: check icon, thicker brand border and a quiet tint; its width does not change. */
export const Selected: Story = {
  args: { defaultValue: '600' },
  play: async ({ canvas, globals }) => {
    const chosen = canvas.getByRole('radio', {
      name: formatAmount(600, { locale: storyLocale(globals) }),
    });
    await expect(chosen).toBeChecked();
    await expect(chosen.querySelector('svg')).not.toBeNull();
  },
};

/** An error is read with the group and marks it invalid; every pill's border turns to danger. */
export const WithError: Story = {
  render: (args, { globals }) => (
    <PillGroup
      {...args}
      legend={storyText(globals, TOP_UP)}
      error={storyText(globals, {
        en: 'Choose an amount or enter your own',
        ar: 'اختر مبلغًا أو أدخل مبلغًا آخر',
      })}
      options={[25, 50, 75].map((amount) => ({
        value: String(amount),
        label: formatAmount(amount, { locale: storyLocale(globals) }),
      }))}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Arabic in every mode: pills run right to left and ArrowLeft goes to the next one. */
export const ArabicKeyboard: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas, userEvent }) => {
    const [first, second] = canvas.getAllByRole('radio');
    await expect(second!.getBoundingClientRect().left).toBeLessThan(
      first!.getBoundingClientRect().left,
    );
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(second).toHaveFocus();
    await expect(second).toBeChecked();
    await userEvent.keyboard('{End}');
    const pills = canvas.getAllByRole('radio');
    await expect(pills.at(-1)).toHaveFocus();
  },
};

/** A pill that cannot be chosen is shown faded and skipped by the arrow keys. */
export const DisabledPill: Story = {
  render: (args, { globals }) => (
    <PillGroup
      {...args}
      legend={storyText(globals, TOP_UP)}
      options={[50, 100, 200].map((amount) => ({
        value: String(amount),
        label: formatAmount(amount, { locale: storyLocale(globals) }),
        disabled: amount === 100,
      }))}
    />
  ),
  play: async ({ canvas, userEvent }) => {
    const [fifty, hundred, twoHundred] = canvas.getAllByRole('radio');
    await expect(hundred).toBeDisabled();
    await userEvent.click(fifty!);
    await userEvent.keyboard('{ArrowDown}');
    await expect(twoHundred).toBeChecked();
  },
};

/** At 320 px long amounts wrap onto more rows; nothing scrolls sideways. */
export const Narrow: Story = {
  render: (args, { globals }) => (
    <div className="w-[320px]">
      <PillGroup
        {...args}
        legend={storyText(globals, {
          en: 'How much would you like to add to your toll wallet today?',
          ar: 'ما المبلغ الذي تود إضافته إلى محفظة رسوم الطرق اليوم؟',
        })}
        options={[1250, 2500, 3750, 12345.5].map((amount) => ({
          value: String(amount),
          label: storyText(globals, {
            en: `AED ${formatAmount(amount)}`,
            ar: `${formatAmount(amount, { locale: 'ar-AE' })} درهم`,
          }),
        }))}
      />
    </div>
  ),
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup');
    await expect(group.scrollWidth).toBeLessThanOrEqual(group.clientWidth);
    for (const pill of canvas.getAllByRole('radio')) {
      await expect(pill.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};
