import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentPropsWithRef } from 'react';
import { expect } from 'storybook/test';
import { storyText } from '../../storybook/storyText';
import { TextInput } from '../TextInput';
import { Field } from './Field';
import { fieldControlClasses } from './fieldControlClasses';
import { useFieldControl } from './useFieldControl';

const meta = {
  title: 'Forms/Field/Features',
  component: Field,
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

const ERROR_PREFIX = { en: 'Error:', ar: 'خطأ:' };
const OPTIONAL = { en: '(optional)', ar: '(اختياري)' };
const NICKNAME = { en: 'Nickname', ar: 'الاسم المستعار' };

/**
 * GOV.UK marks the fields that are not required; the marker is part of the name ("Nickname
 * (optional)"), since nothing else would tell a screen reader user.
 */
export const Optional: Story = {
  args: { label: '', children: null },
  render: (_, { globals }) => (
    <div className="max-w-md">
      <Field
        label={storyText(globals, NICKNAME)}
        hint={storyText(globals, {
          en: 'Up to 30 characters. Special characters are not allowed.',
          ar: '30 حرفًا كحد أقصى، ولا يُسمح بالأحرف الخاصة.',
        })}
        optionalMarker={storyText(globals, OPTIONAL)}
      >
        <TextInput />
      </Field>
    </div>
  ),
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('textbox', {
        name: `${storyText(globals, NICKNAME)} ${storyText(globals, OPTIONAL)}`,
      }),
    ).not.toHaveAttribute('aria-required');
  },
};

function PhoneInput(props: ComponentPropsWithRef<'input'>) {
  return (
    <input
      type="tel"
      dir="ltr"
      autoComplete="tel"
      className={fieldControlClasses}
      {...props}
      {...useFieldControl(props)}
    />
  );
}

/** Any control can sit in a Field: `useFieldControl()` hands it the id, descriptions and state. */
export const CustomControl: Story = {
  args: { label: '', children: null },
  render: (_, { globals }) => (
    <div className="max-w-md">
      <Field
        label={storyText(globals, { en: 'Mobile number', ar: 'رقم الهاتف المتحرك' })}
        hint={storyText(globals, { en: 'For example 050 123 4567', ar: 'مثال: 050 123 4567' })}
        error={storyText(globals, {
          en: 'Enter a UAE mobile number',
          ar: 'أدخل رقم هاتف متحرك إماراتيًا',
        })}
        errorPrefix={storyText(globals, ERROR_PREFIX)}
        required
      >
        <PhoneInput defaultValue="050" />
      </Field>
    </div>
  ),
  play: async ({ canvas, globals }) => {
    const input = canvas.getByRole('textbox', {
      name: storyText(globals, { en: 'Mobile number', ar: 'رقم الهاتف المتحرك' }),
    });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAttribute('aria-required', 'true');
    await expect(input.getAttribute('aria-describedby')?.split(' ')).toHaveLength(2);
  },
};

/** At 320 px, long labels, hints and errors wrap inside the column instead of widening it. */
export const NarrowLongWords: Story = {
  args: { label: '', children: null },
  render: (_, { globals }) => (
    <div data-testid="column" className="w-[320px]">
      <Field
        label={storyText(globals, {
          en: 'Electricityandwateraccountnumberofthehousehold',
          ar: 'رقمحسابالكهرباءوالمياهالخاصبالمنزل',
        })}
        hint={storyText(globals, {
          en: 'You can find your account number at the top of your latest electricity and water bill.',
          ar: 'تجد رقم حسابك في أعلى آخر فاتورة كهرباء ومياه وصلتك من مزود الخدمة.',
        })}
        error={storyText(globals, {
          en: 'Enter a valid account number using digits only',
          ar: 'أدخل رقم حساب صحيحًا باستخدام الأرقام فقط',
        })}
        errorPrefix={storyText(globals, ERROR_PREFIX)}
        optionalMarker={storyText(globals, OPTIONAL)}
      >
        <TextInput />
      </Field>
    </div>
  ),
  play: async ({ canvas }) => {
    const column = canvas.getByTestId('column');
    await expect(column.scrollWidth).toBeLessThanOrEqual(column.clientWidth);
  },
};
