import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { storyLocale } from '../../storybook/storyLocale';
import { storyText } from '../../storybook/storyText';
import { RadioGroup } from './RadioGroup';

const PROVIDER = { en: 'Choose your provider', ar: 'اختر مزود الخدمة' };
const ERROR = { en: 'Choose a provider to continue', ar: 'اختر مزود خدمة للمتابعة' };

const meta = {
  title: 'Forms/RadioGroup/Features',
  component: RadioGroup,
  args: { legend: '', options: [], onValueChange: fn() },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An error is shown under the legend, read with the group, and marks the group invalid. */
export const WithError: Story = {
  render: (args, { globals }) => (
    <RadioGroup
      {...args}
      legend={storyText(globals, PROVIDER)}
      error={storyText(globals, ERROR)}
      options={[
        { value: 'addc', label: storyText(globals, { en: 'ADDC', ar: 'أدك' }) },
        { value: 'aadc', label: storyText(globals, { en: 'AADC', ar: 'العين للتوزيع' }) },
      ]}
    />
  ),
  play: async ({ canvas, globals }) => {
    const group = canvas.getByRole('radiogroup', { name: storyText(globals, PROVIDER) });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription(storyText(globals, ERROR));
  },
};

/**
 * A row that wraps. In Arabic it runs right to left and ArrowLeft goes to the next option; in
 * English ArrowRight does (Radix reads the direction from UiProvider).
 */
export const Horizontal: Story = {
  args: { orientation: 'horizontal', defaultValue: 'monthly' },
  render: (args, { globals }) => (
    <RadioGroup
      {...args}
      legend={storyText(globals, { en: 'How often?', ar: 'كم مرة؟' })}
      options={[
        { value: 'monthly', label: storyText(globals, { en: 'Monthly', ar: 'شهريًا' }) },
        { value: 'quarterly', label: storyText(globals, { en: 'Quarterly', ar: 'كل ثلاثة أشهر' }) },
        { value: 'yearly', label: storyText(globals, { en: 'Yearly', ar: 'سنويًا' }) },
      ]}
    />
  ),
  play: async ({ canvas, globals, userEvent }) => {
    const arabic = storyLocale(globals) === 'ar-AE';
    const [monthly, quarterly] = canvas.getAllByRole('radio');
    // The second option sits on the reading direction's forward side.
    const forwardIsRight =
      quarterly!.getBoundingClientRect().left > monthly!.getBoundingClientRect().left;
    await expect(forwardIsRight).toBe(!arabic);
    await userEvent.tab();
    await expect(monthly).toHaveFocus();
    await userEvent.keyboard(arabic ? '{ArrowLeft}' : '{ArrowRight}');
    await expect(quarterly).toBeChecked();
    await userEvent.keyboard(arabic ? '{ArrowRight}' : '{ArrowLeft}');
    await expect(monthly).toBeChecked();
  },
};

/** Arabic forced in every mode: the horizontal arrows are mirrored. */
export const ArabicKeyboard: Story = {
  ...Horizontal,
  globals: { locale: 'ar' },
  play: async ({ canvas, userEvent }) => {
    const [monthly, quarterly] = canvas.getAllByRole('radio');
    await userEvent.tab();
    await expect(monthly).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(quarterly).toHaveFocus();
    await expect(quarterly).toBeChecked();
  },
};

/** A disabled option is shown but skipped by the arrow keys. */
export const DisabledOption: Story = {
  args: { defaultValue: 'card' },
  render: (args, { globals }) => (
    <RadioGroup
      {...args}
      legend={storyText(globals, { en: 'Pay with', ar: 'الدفع باستخدام' })}
      options={[
        { value: 'card', label: storyText(globals, { en: 'Card', ar: 'بطاقة' }) },
        {
          value: 'wallet',
          label: storyText(globals, { en: 'Wallet', ar: 'المحفظة' }),
          hint: storyText(globals, {
            en: 'Top up your wallet first',
            ar: 'اشحن محفظتك أولًا',
          }),
          disabled: true,
        },
        { value: 'bank', label: storyText(globals, { en: 'Bank transfer', ar: 'تحويل بنكي' }) },
      ]}
    />
  ),
  play: async ({ canvas, userEvent }) => {
    const [card, wallet, bank] = canvas.getAllByRole('radio');
    await expect(wallet).toBeDisabled();
    await userEvent.tab();
    await expect(card).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(bank).toBeChecked();
  },
};

/** At 320 px long labels and hints wrap; nothing scrolls sideways. */
export const Narrow: Story = {
  render: (args, { globals }) => (
    <div className="w-[320px]">
      <RadioGroup
        {...args}
        legend={storyText(globals, {
          en: 'Which electricity and water distribution company supplies your property?',
          ar: 'ما هي شركة توزيع الكهرباء والمياه التي تزود عقارك بالخدمة؟',
        })}
        hint={storyText(globals, {
          en: 'You can find it on the top of your latest monthly statement.',
          ar: 'تجده في أعلى آخر كشف حساب شهري لديك.',
        })}
        options={[
          {
            value: 'addc',
            label: storyText(globals, {
              en: 'Abu Dhabi Distribution Company',
              ar: 'شركة أبوظبي للتوزيع',
            }),
            hint: storyText(globals, {
              en: 'Abu Dhabi city, the western region and surroundings',
              ar: 'مدينة أبوظبي والمنطقة الغربية وما حولها',
            }),
          },
          {
            value: 'aadc',
            label: storyText(globals, {
              en: 'Al Ain Distribution Company',
              ar: 'شركة العين للتوزيع',
            }),
          },
        ]}
      />
    </div>
  ),
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup');
    await expect(group.scrollWidth).toBeLessThanOrEqual(group.clientWidth);
  },
};
