import { formatDayOrdinal } from '@portal/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { storyLocale } from '../../storybook/storyLocale';
import { storyText } from '../../storybook/storyText';
import { DayOfMonthPicker } from './DayOfMonthPicker';

const LABEL = { en: 'Payment day', ar: 'يوم الدفع' };

const meta = {
  title: 'Forms/DayOfMonthPicker',
  component: DayOfMonthPicker,
  args: { label: '', locale: 'en', onValueChange: fn() },
  render: (args, { globals }) => (
    <DayOfMonthPicker
      {...args}
      label={storyText(globals, LABEL)}
      locale={storyLocale(globals)}
      placeholder={storyText(globals, { en: 'Choose a day', ar: 'اختر يومًا' })}
    />
  ),
} satisfies Meta<typeof DayOfMonthPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The autopay day (spec 000 §2, §9): a native select of the days 1 to 31 with ordinals from core
 * ("1st" … "31st", Arabic ordinal words). The platform's own keyboard and pickers apply (the arrow
 * keys are tested with real key presses in the component tests; a play function cannot press them
 * on a native select).
 */
export const Default: Story = {
  play: async ({ canvas, args, globals, userEvent }) => {
    const locale = storyLocale(globals);
    const select = canvas.getByRole('combobox', { name: storyText(globals, LABEL) });
    await expect(canvas.getAllByRole('option')).toHaveLength(32);
    await userEvent.selectOptions(select, formatDayOrdinal(21, locale));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(21);
    await expect(select).toHaveDisplayValue(formatDayOrdinal(21, locale));
  },
};
