import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyText } from '../../storybook/storyText';
import { TextInput } from '../TextInput';
import { Field } from './Field';

const LABEL = { en: 'Account number', ar: 'رقم الحساب' };
const HINT = {
  en: 'You can find your account number on your latest bill.',
  ar: 'تجد رقم حسابك في آخر فاتورة لديك.',
};
const ERROR = {
  en: 'Enter a valid account number using digits only',
  ar: 'أدخل رقم حساب صحيحًا باستخدام الأرقام فقط',
};
const ERROR_PREFIX = { en: 'Error:', ar: 'خطأ:' };
const REQUIRED = { en: '(required)', ar: '(مطلوب)' };
const OPTIONAL = { en: '(optional)', ar: '(اختياري)' };

const renderField = (
  { required }: { required?: boolean },
  globals: Record<string, unknown>,
  withError: boolean,
) => (
  <div className="max-w-md">
    <Field
      label={storyText(globals, LABEL)}
      hint={storyText(globals, HINT)}
      error={withError ? storyText(globals, ERROR) : undefined}
      errorPrefix={storyText(globals, ERROR_PREFIX)}
      required={required}
      requiredMarker={storyText(globals, REQUIRED)}
      optionalMarker={storyText(globals, OPTIONAL)}
    >
      <TextInput inputMode="numeric" autoComplete="off" />
    </Field>
  </div>
);

const meta = {
  title: 'Forms/Field',
  component: Field,
  // Words come from the locale toolbar; the playground toggles the state.
  args: { required: true, label: '', children: null },
  argTypes: {
    required: { control: 'boolean' },
    label: { control: false },
    hint: { control: false },
    error: { control: false },
    children: { control: false },
  },
  render: (args, { globals }) => renderField(args, globals, false),
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Label, marker, hint, then the control: the control is named by the label and described by the
 * hint; "required" is spoken once, through `aria-required`.
 */
export const Default: Story = {
  play: async ({ canvas, globals, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: storyText(globals, LABEL) });
    await expect(input).toHaveAccessibleDescription(storyText(globals, HINT));
    await expect(input).toHaveAttribute('aria-required', 'true');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.click(canvas.getByText(storyText(globals, LABEL)));
    await expect(input).toHaveFocus();
  },
};

/** In error: the message sits above the control, after a hidden "Error:", with a bar at the inline start. */
export const WithError: Story = {
  render: (args, { globals }) => renderField(args, globals, true),
  play: async ({ canvas, globals }) => {
    const input = canvas.getByRole('textbox', { name: storyText(globals, LABEL) });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      `${storyText(globals, HINT)} ${storyText(globals, ERROR_PREFIX)} ${storyText(globals, ERROR)}`,
    );
  },
};
