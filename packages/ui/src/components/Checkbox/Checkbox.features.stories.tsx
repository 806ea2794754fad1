import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyText } from '../../storybook/storyText';
import { Field } from '../Field';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Forms/Checkbox/Features',
  component: Checkbox,
  args: { label: '' },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Unchecked, checked and disabled. */
export const States: Story = {
  render: (_, { globals }) => (
    <div className="flex max-w-md flex-col gap-4">
      <Checkbox label={storyText(globals, { en: 'Electricity', ar: 'الكهرباء' })} />
      <Checkbox label={storyText(globals, { en: 'Water', ar: 'المياه' })} defaultChecked />
      <Checkbox label={storyText(globals, { en: 'Gas', ar: 'الغاز' })} disabled />
      <Checkbox
        label={storyText(globals, { en: 'Road tolls', ar: 'رسوم الطرق' })}
        disabled
        defaultChecked
      />
    </div>
  ),
  play: async ({ canvas }) => {
    const [unchecked, checked, disabled, disabledChecked] = canvas.getAllByRole('checkbox');
    await expect(unchecked).not.toBeChecked();
    await expect(checked).toBeChecked();
    await expect(disabled).toBeDisabled();
    await expect(disabledChecked).toBeChecked();
  },
};

const TERMS = { en: 'Terms of use', ar: 'شروط الاستخدام' };
const ACCEPT = { en: 'I accept the terms of use', ar: 'أوافق على شروط الاستخدام' };
const MUST_ACCEPT = {
  en: 'Accept the terms of use to continue',
  ar: 'وافق على شروط الاستخدام للمتابعة',
};

/** A box that must be ticked: in a Field, the Field's label is the question and its error describes the box. */
export const InFieldWithError: Story = {
  render: (_, { globals }) => (
    <div className="max-w-md">
      <Field
        label={storyText(globals, TERMS)}
        error={storyText(globals, MUST_ACCEPT)}
        errorPrefix={storyText(globals, { en: 'Error:', ar: 'خطأ:' })}
        required
      >
        <Checkbox label={storyText(globals, ACCEPT)} />
      </Field>
    </div>
  ),
  play: async ({ canvas, globals }) => {
    const box = canvas.getByRole('checkbox', {
      name: `${storyText(globals, TERMS)} ${storyText(globals, ACCEPT)}`,
    });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAttribute('aria-required', 'true');
  },
};

/** At 320 px long labels and hints wrap beside the box. */
export const Narrow: Story = {
  render: (_, { globals }) => (
    <div data-testid="column" className="w-[320px]">
      <Checkbox
        label={storyText(globals, {
          en: 'Sendmenotificationsaboutmyelectricitybills by email and text message',
          ar: 'أرسللياشعاراتفواتيرالكهرباء عبر البريد الإلكتروني والرسائل النصية',
        })}
        hint={storyText(globals, {
          en: 'We never share your contact details with the providers.',
          ar: 'لا نشارك بيانات الاتصال الخاصة بك مع مزودي الخدمة أبدًا.',
        })}
      />
    </div>
  ),
  play: async ({ canvas }) => {
    const column = canvas.getByTestId('column');
    await expect(column.scrollWidth).toBeLessThanOrEqual(column.clientWidth);
  },
};
