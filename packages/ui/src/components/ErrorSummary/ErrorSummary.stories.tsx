import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { storyText } from '../../storybook/storyText';
import { Field } from '../Field';
import { TextInput } from '../TextInput';
import { ErrorSummary } from './ErrorSummary';

const TITLE = { en: 'There is a problem', ar: 'هناك مشكلة' };
const ERROR_PREFIX = { en: 'Error:', ar: 'خطأ:' };
const ACCOUNT = { en: 'Account number', ar: 'رقم الحساب' };
const NICKNAME = { en: 'Nickname', ar: 'الاسم المستعار' };
const ACCOUNT_ERROR = {
  en: 'The account number must be 10 digits',
  ar: 'يجب أن يتكون رقم الحساب من 10 أرقام',
};
const NICKNAME_ERROR = {
  en: 'Special characters, symbols and emojis are not allowed',
  ar: 'لا يُسمح باستخدام الأحرف الخاصة أو الرموز أو الرموز التعبيرية',
};

const meta = {
  title: 'Forms/ErrorSummary',
  component: ErrorSummary,
  args: { title: '', errors: [] },
  argTypes: { title: { control: false }, errors: { control: false } },
  render: (args, { globals }) => (
    <div className="flex max-w-lg flex-col gap-6">
      <ErrorSummary
        {...args}
        title={storyText(globals, TITLE)}
        errors={[
          { fieldId: 'summary-account', message: storyText(globals, ACCOUNT_ERROR) },
          { fieldId: 'summary-nickname', message: storyText(globals, NICKNAME_ERROR) },
        ]}
      />
      <Field
        controlId="summary-account"
        label={storyText(globals, ACCOUNT)}
        error={storyText(globals, ACCOUNT_ERROR)}
        errorPrefix={storyText(globals, ERROR_PREFIX)}
      >
        <TextInput defaultValue="12345" inputMode="numeric" />
      </Field>
      <Field
        controlId="summary-nickname"
        label={storyText(globals, NICKNAME)}
        error={storyText(globals, NICKNAME_ERROR)}
        errorPrefix={storyText(globals, ERROR_PREFIX)}
      >
        <TextInput defaultValue="Home :)" />
      </Field>
    </div>
  ),
} satisfies Meta<typeof ErrorSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Takes focus when it appears (its content is an alert); each problem is a link that moves focus
 * to its field.
 */
export const Default: Story = {
  play: async ({ canvas, canvasElement, globals, userEvent }) => {
    const summary = canvasElement.querySelector('[data-slot="error-summary"]');
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(canvas.getByRole('alert')).toHaveTextContent(storyText(globals, TITLE));
    await userEvent.tab();
    await userEvent.tab();
    const nicknameLink = canvas.getByRole('link', { name: storyText(globals, NICKNAME_ERROR) });
    await expect(nicknameLink).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('textbox', { name: storyText(globals, NICKNAME) })).toHaveFocus();
    await userEvent.click(canvas.getByRole('link', { name: storyText(globals, ACCOUNT_ERROR) }));
    await expect(canvas.getByRole('textbox', { name: storyText(globals, ACCOUNT) })).toHaveFocus();
  },
};
