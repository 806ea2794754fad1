import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyText } from '../../storybook/storyText';
import { Alert } from './Alert';

const TITLE = { en: 'Receipt not available', ar: 'الإيصال غير متاح' };
const BODY = {
  en: 'We could not download the receipt for this payment. Try again in a few minutes.',
  ar: 'تعذر تنزيل إيصال هذه الدفعة. حاول مرة أخرى بعد بضع دقائق.',
};
const TONE_WORDS = {
  info: { en: 'Information', ar: 'معلومة' },
  success: { en: 'Success', ar: 'تم بنجاح' },
  warning: { en: 'Warning', ar: 'تحذير' },
  error: { en: 'Error', ar: 'خطأ' },
} as const;

const meta = {
  title: 'Feedback/Alert',
  component: Alert,
  args: { tone: 'error', announce: false },
  argTypes: {
    tone: { control: 'inline-radio', options: ['info', 'success', 'warning', 'error'] },
    title: { control: false },
    toneLabel: { control: false, description: 'Set from the locale toolbar.' },
    action: { control: false },
  },
  render: (args, { globals }) => (
    <Alert
      {...args}
      title={storyText(globals, TITLE)}
      toneLabel={storyText(globals, TONE_WORDS[args.tone ?? 'info'])}
    >
      {storyText(globals, BODY)}
    </Alert>
  ),
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Part of the page from the start: no live role; the tone is read out in words before the title. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.queryByRole('status')).toBeNull();
    const title = canvas.getByText(storyText(globals, TITLE), { exact: false });
    await expect(title).toBeVisible();
    await expect(title).toHaveTextContent(
      `${storyText(globals, TONE_WORDS.error)}: ${storyText(globals, TITLE)}`,
    );
    await expect(canvas.getByText(storyText(globals, BODY))).toBeVisible();
  },
};
