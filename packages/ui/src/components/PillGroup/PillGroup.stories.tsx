import { formatAmount, PRESET_RECHARGE_AMOUNTS, TOLL_MIN_TOP_UP } from '@portal/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { storyLocale } from '../../storybook/storyLocale';
import { storyText } from '../../storybook/storyText';
import { PillGroup } from './PillGroup';

const LEGEND = { en: 'Recharge amount (AED)', ar: 'مبلغ الشحن (درهم)' };

const meta = {
  title: 'Forms/PillGroup',
  component: PillGroup,
  args: { legend: '', options: [], onValueChange: fn() },
  render: (args, { globals }) => (
    <PillGroup
      {...args}
      legend={storyText(globals, LEGEND)}
      hint={storyText(globals, {
        en: `Minimum payment ${formatAmount(TOLL_MIN_TOP_UP)}`,
        ar: `الحد الأدنى للدفع ${formatAmount(TOLL_MIN_TOP_UP, { locale: 'ar-AE' })}`,
      })}
      options={PRESET_RECHARGE_AMOUNTS.map((amount) => ({
        value: String(amount),
        label: formatAmount(amount, { locale: storyLocale(globals) }),
      }))}
    />
  ),
} satisfies Meta<typeof PillGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The recharge amount picker's preset pills (spec 000 §2, §9: 50, 100, 200, 500). One tab stop;
 * arrows choose; the chosen pill gets a check icon and a brand border.
 */
export const Default: Story = {
  play: async ({ canvas, args, globals, userEvent }) => {
    const locale = storyLocale(globals);
    await expect(
      canvas.getByRole('radiogroup', { name: storyText(globals, LEGEND) }),
    ).toBeVisible();
    const pill = (amount: number) =>
      canvas.getByRole('radio', { name: formatAmount(amount, { locale }) });
    await userEvent.click(pill(100));
    await expect(pill(100)).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('100');
    await userEvent.keyboard(locale === 'ar-AE' ? '{ArrowLeft}' : '{ArrowRight}');
    await expect(pill(200)).toHaveFocus();
    await expect(pill(200)).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('200');
  },
};
