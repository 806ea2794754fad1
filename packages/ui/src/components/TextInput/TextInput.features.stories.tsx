import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyText } from '../../storybook/storyText';
import { Field } from '../Field';
import { TextInput } from './TextInput';

const meta = {
  title: 'Forms/TextInput/Features',
  component: TextInput,
} satisfies Meta<typeof TextInput>;

export default meta;
type Story = StoryObj<typeof meta>;

const ERROR_PREFIX = { en: 'Error:', ar: 'خطأ:' };

/** Filled, invalid (inside a Field in error) and disabled. */
export const States: Story = {
  render: (_, { globals }) => (
    <div className="flex max-w-md flex-col gap-6">
      <Field label={storyText(globals, { en: 'Nickname', ar: 'الاسم المستعار' })}>
        <TextInput defaultValue={storyText(globals, { en: 'Home', ar: 'المنزل' })} />
      </Field>
      <Field
        label={storyText(globals, { en: 'Account number', ar: 'رقم الحساب' })}
        error={storyText(globals, {
          en: 'The account number must be 10 digits',
          ar: 'يجب أن يتكون رقم الحساب من 10 أرقام',
        })}
        errorPrefix={storyText(globals, ERROR_PREFIX)}
      >
        <TextInput defaultValue="12345" inputMode="numeric" />
      </Field>
      <Field label={storyText(globals, { en: 'Emirates ID', ar: 'رقم الهوية الإماراتية' })}>
        <TextInput disabled defaultValue="784-1990-1234567-1" />
      </Field>
    </div>
  ),
  play: async ({ canvas }) => {
    const [filled, invalid, disabled] = canvas.getAllByRole('textbox');
    await expect(filled).not.toHaveAttribute('aria-invalid');
    await expect(invalid).toHaveAttribute('aria-invalid', 'true');
    await expect(disabled).toBeDisabled();
  },
};

/** Arabic typing reads right to left in an Arabic page; the field keeps the typed text as is. */
export const ArabicText: Story = {
  globals: { locale: 'ar' },
  render: () => (
    <div className="max-w-md">
      <Field label="الاسم المستعار">
        <TextInput defaultValue="بيت العائلة ٢" />
      </Field>
    </div>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'الاسم المستعار' });
    await expect(input.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(input).toHaveValue('بيت العائلة ٢');
  },
};

/** At 320 px the field fills the column and never widens it. */
export const Narrow: Story = {
  render: (_, { globals }) => (
    <div data-testid="column" className="w-[320px]">
      <Field
        label={storyText(globals, {
          en: 'Email address for receiving notifications about your applications',
          ar: 'عنوان البريد الإلكتروني لتلقي الإشعارات الخاصة بطلباتك',
        })}
      >
        <TextInput
          type="email"
          defaultValue="a.very.long.email.address.for.testing@example.gov.ae"
          size={80}
        />
      </Field>
    </div>
  ),
  play: async ({ canvas }) => {
    const column = canvas.getByTestId('column');
    await expect(column.scrollWidth).toBeLessThanOrEqual(column.clientWidth);
    const input = canvas.getByRole('textbox');
    await expect(input.getBoundingClientRect().width).toBeLessThanOrEqual(320);
  },
};
