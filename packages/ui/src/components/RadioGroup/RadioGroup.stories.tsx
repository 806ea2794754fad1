import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { storyLocale } from '../../storybook/storyLocale';
import { storyText } from '../../storybook/storyText';
import { RadioGroup } from './RadioGroup';

const LEGEND = { en: 'How would you like to get your receipt?', ar: 'كيف تود استلام الإيصال؟' };
const EMAIL = { en: 'Email', ar: 'البريد الإلكتروني' };
const SMS = { en: 'Text message', ar: 'رسالة نصية' };
const NONE = { en: 'No receipt', ar: 'بدون إيصال' };

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  args: { legend: '', options: [], orientation: 'vertical', onValueChange: fn() },
  argTypes: { orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] } },
  render: (args, { globals }) => (
    <RadioGroup
      {...args}
      legend={storyText(globals, LEGEND)}
      hint={storyText(globals, {
        en: 'We send it as soon as the payment goes through.',
        ar: 'نرسله فور إتمام الدفع.',
      })}
      options={[
        {
          value: 'email',
          label: storyText(globals, EMAIL),
          hint: storyText(globals, {
            en: 'To the address on your profile',
            ar: 'إلى العنوان المسجل في ملفك',
          }),
        },
        { value: 'sms', label: storyText(globals, SMS) },
        { value: 'none', label: storyText(globals, NONE) },
      ]}
    />
  ),
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * One tab stop; a click on a label chooses; ArrowDown moves and chooses; the horizontal arrow that
 * points along the reading direction (ArrowRight in English, ArrowLeft in Arabic) goes forward.
 */
export const Default: Story = {
  play: async ({ canvas, args, globals, userEvent }) => {
    const group = canvas.getByRole('radiogroup', { name: storyText(globals, LEGEND) });
    await expect(group).toBeVisible();
    const email = canvas.getByRole('radio', { name: storyText(globals, EMAIL) });
    const sms = canvas.getByRole('radio', { name: storyText(globals, SMS) });

    await userEvent.click(canvas.getByText(storyText(globals, SMS)));
    await expect(sms).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('sms');

    await userEvent.click(email);
    await expect(email).toHaveFocus();
    await expect(email).toBeChecked();

    await userEvent.keyboard('{ArrowDown}');
    await expect(sms).toHaveFocus();
    await expect(sms).toBeChecked();

    const arabic = storyLocale(globals) === 'ar-AE';
    await userEvent.keyboard(arabic ? '{ArrowRight}' : '{ArrowLeft}');
    await expect(email).toHaveFocus();
    await expect(email).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('email');
  },
};
