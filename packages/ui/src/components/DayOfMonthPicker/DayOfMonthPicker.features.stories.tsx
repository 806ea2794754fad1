import { formatDayOrdinal } from '@portal/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { storyLocale } from '../../storybook/storyLocale';
import { storyText } from '../../storybook/storyText';
import { DayOfMonthPicker } from './DayOfMonthPicker';

const LABEL = { en: 'Payment day', ar: 'يوم الدفع' };
// The catalogue's autopay.day.option, in both languages.
const EVERY_MONTH = { en: 'The {ordinal} of every month', ar: 'اليوم {ordinal} من كل شهر' };

const meta = {
  title: 'Forms/DayOfMonthPicker/Features',
  component: DayOfMonthPicker,
  args: { label: '', locale: 'en', onValueChange: fn() },
  render: (args, { globals }) => (
    <DayOfMonthPicker {...args} label={storyText(globals, LABEL)} locale={storyLocale(globals)} />
  ),
} satisfies Meta<typeof DayOfMonthPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each ordinal wrapped in the caller's sentence: "The 31st of every month". */
export const EveryMonthWording: Story = {
  args: { defaultValue: 31 },
  render: (args, { globals }) => (
    <DayOfMonthPicker
      {...args}
      label={storyText(globals, LABEL)}
      locale={storyLocale(globals)}
      optionLabel={(ordinal) => storyText(globals, EVERY_MONTH).replace('{ordinal}', ordinal)}
    />
  ),
  play: async ({ canvas, globals }) => {
    const expected = storyText(globals, EVERY_MONTH).replace(
      '{ordinal}',
      formatDayOrdinal(31, storyLocale(globals)),
    );
    await expect(canvas.getByRole('combobox')).toHaveDisplayValue(expected);
  },
};

/** With a hint and an error: both are the select's description, and it is marked invalid. */
export const WithError: Story = {
  render: (args, { globals }) => (
    <DayOfMonthPicker
      {...args}
      label={storyText(globals, LABEL)}
      locale={storyLocale(globals)}
      placeholder={storyText(globals, { en: 'Choose a day', ar: 'اختر يومًا' })}
      hint={storyText(globals, {
        en: 'In shorter months we pay on the last day.',
        ar: 'في الأشهر الأقصر ندفع في آخر يوم من الشهر.',
      })}
      error={storyText(globals, { en: 'Choose a payment day', ar: 'اختر يوم الدفع' })}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Arabic in every mode: ordinal words, label at the right, chevron at the inline end (left). */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { defaultValue: 1 },
  play: async ({ canvas, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: LABEL.ar });
    await expect(select).toHaveDisplayValue('الأول');
    await userEvent.selectOptions(select, 'الحادي والثلاثون');
    await expect(select).toHaveDisplayValue('الحادي والثلاثون');
  },
};

/** Disabled while autopay is paused. */
export const Disabled: Story = {
  args: { disabled: true, defaultValue: 15 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox')).toBeDisabled();
  },
};

/** At 320 px the longest wording fits; nothing scrolls sideways. */
export const Narrow: Story = {
  args: { defaultValue: 31 },
  render: (args, { globals }) => (
    <div className="w-[320px]">
      <DayOfMonthPicker
        {...args}
        label={storyText(globals, {
          en: 'On which day of each month should we pay your electricity and water bill?',
          ar: 'في أي يوم من كل شهر يجب أن ندفع فاتورة الكهرباء والمياه الخاصة بك؟',
        })}
        locale={storyLocale(globals)}
        optionLabel={(ordinal) => storyText(globals, EVERY_MONTH).replace('{ordinal}', ordinal)}
      />
    </div>
  ),
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox');
    const column = select.closest<HTMLElement>('[data-slot="day-of-month-picker"]')!;
    await expect(column.scrollWidth).toBeLessThanOrEqual(column.clientWidth);
    await expect(select.getBoundingClientRect().width).toBeLessThanOrEqual(320);
  },
};
