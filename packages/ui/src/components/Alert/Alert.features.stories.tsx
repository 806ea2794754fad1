import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { storyText } from '../../storybook/storyText';
import { Button } from '../Button';
import { Alert } from './Alert';

const meta = {
  title: 'Feedback/Alert/Features',
  component: Alert,
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

const TONES = [
  {
    tone: 'info',
    label: { en: 'Information', ar: 'معلومة' },
    title: { en: 'Maintenance tonight', ar: 'صيانة الليلة' },
    body: {
      en: 'Payments are unavailable from 1:00 to 3:00.',
      ar: 'الدفع غير متاح من الساعة 1:00 إلى 3:00.',
    },
  },
  {
    tone: 'success',
    label: { en: 'Success', ar: 'تم بنجاح' },
    title: { en: 'Draft discarded', ar: 'تم حذف المسودة' },
    body: { en: 'It no longer appears in your list.', ar: 'لم تعد تظهر في قائمتك.' },
  },
  {
    tone: 'warning',
    label: { en: 'Warning', ar: 'تحذير' },
    title: { en: 'Document expiring soon', ar: 'مستند تنتهي صلاحيته قريباً' },
    body: {
      en: 'Your Emirates ID expires this month.',
      ar: 'تنتهي صلاحية بطاقة الهوية الإماراتية هذا الشهر.',
    },
  },
  {
    tone: 'error',
    label: { en: 'Error', ar: 'خطأ' },
    title: { en: 'Payment failed', ar: 'فشل الدفع' },
    body: { en: 'Your card was not charged.', ar: 'لم يتم الخصم من بطاقتك.' },
  },
] as const;

/** Four tones: each its own tint, edge and icon shape, so colour is never the only signal. */
export const Tones: Story = {
  render: (_, { globals }) => (
    <div className="flex max-w-xl flex-col gap-4">
      {TONES.map(({ tone, label, title, body }) => (
        <Alert
          key={tone}
          tone={tone}
          toneLabel={storyText(globals, label)}
          title={storyText(globals, title)}
        >
          {storyText(globals, body)}
        </Alert>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const icons = [...canvasElement.querySelectorAll('[data-slot="alert-icon"]')];
    // Four different shapes.
    await expect(new Set(icons.map((icon) => icon.innerHTML)).size).toBe(4);
  },
};

/** Without a title, the message alone; the tone words still come first for screen readers. */
export const WithoutTitle: Story = {
  render: (_, { globals }) => (
    <Alert tone="warning" toneLabel={storyText(globals, { en: 'Warning', ar: 'تحذير' })}>
      {storyText(globals, {
        en: 'Your session will lock after 30 minutes without activity.',
        ar: 'ستُقفل جلستك بعد 30 دقيقة من عدم النشاط.',
      })}
    </Alert>
  ),
  play: async ({ canvasElement, globals }) => {
    const description = canvasElement.querySelector('[data-slot="alert-description"]')!;
    await expect(description.textContent).toMatch(
      new RegExp(`^${storyText(globals, { en: 'Warning', ar: 'تحذير' })}: `),
    );
  },
};

/** One next step under the message, reached by Tab, outside the part that is spoken. */
export const WithAction: Story = {
  render: (_, { globals }) => (
    <Alert
      tone="info"
      title={storyText(globals, { en: 'New version of the form', ar: 'إصدار جديد من النموذج' })}
      action={
        <Button size="sm" variant="secondary">
          {storyText(globals, { en: 'Review changes', ar: 'مراجعة التغييرات' })}
        </Button>
      }
    >
      {storyText(globals, {
        en: 'Some questions changed since you saved this draft.',
        ar: 'تغيرت بعض الأسئلة منذ حفظ هذه المسودة.',
      })}
    </Alert>
  ),
  play: async ({ canvas, globals, userEvent }) => {
    const action = canvas.getByRole('button', {
      name: storyText(globals, { en: 'Review changes', ar: 'مراجعة التغييرات' }),
    });
    await userEvent.tab();
    await expect(action).toHaveFocus();
  },
};

/**
 * After an action: a failed payment is an assertive `alert`; a discarded draft is a polite `status`.
 * The live part is in the page before its words, so screen readers speak them.
 */
export const Announced: Story = {
  render: function Render(_, { globals }) {
    const [outcome, setOutcome] = useState<'none' | 'failed' | 'discarded'>('none');
    return (
      <div className="flex max-w-xl flex-col gap-4">
        <div className="flex flex-wrap gap-3">
          <Button onClick={() => setOutcome('failed')}>
            {storyText(globals, { en: 'Pay now', ar: 'ادفع الآن' })}
          </Button>
          <Button variant="secondary" onClick={() => setOutcome('discarded')}>
            {storyText(globals, { en: 'Discard draft', ar: 'حذف المسودة' })}
          </Button>
        </div>
        {outcome === 'failed' && (
          <Alert
            announce
            tone="error"
            toneLabel={storyText(globals, { en: 'Error', ar: 'خطأ' })}
            title={storyText(globals, { en: 'Payment failed', ar: 'فشل الدفع' })}
          >
            {storyText(globals, {
              en: 'Your card was not charged.',
              ar: 'لم يتم الخصم من بطاقتك.',
            })}
          </Alert>
        )}
        {outcome === 'discarded' && (
          <Alert
            announce
            tone="success"
            title={storyText(globals, { en: 'Draft discarded', ar: 'تم حذف المسودة' })}
          >
            {storyText(globals, {
              en: 'It no longer appears in your list.',
              ar: 'لم تعد تظهر في قائمتك.',
            })}
          </Alert>
        )}
      </div>
    );
  },
  play: async ({ canvas, globals, userEvent }) => {
    await userEvent.click(
      canvas.getByRole('button', {
        name: storyText(globals, { en: 'Discard draft', ar: 'حذف المسودة' }),
      }),
    );
    const discarded = await canvas.findByText(
      storyText(globals, { en: 'Draft discarded', ar: 'تم حذف المسودة' }),
    );
    await expect(discarded.closest('[role]')).toHaveAttribute('role', 'status');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(
      canvas.getByRole('button', { name: storyText(globals, { en: 'Pay now', ar: 'ادفع الآن' }) }),
    );
    const failed = await canvas.findByText(
      storyText(globals, { en: 'Payment failed', ar: 'فشل الدفع' }),
      { exact: false },
    );
    await expect(failed.closest('[role]')).toHaveAttribute('role', 'alert');
  },
};

/** A long message and action in a 320 px column wrap; nothing scrolls sideways. */
export const Narrow: Story = {
  render: (_, { globals }) => (
    <div data-testid="column" className="w-[320px]">
      <Alert
        tone="error"
        toneLabel={storyText(globals, { en: 'Error', ar: 'خطأ' })}
        title={storyText(globals, {
          en: 'Unauthorised transaction investigation',
          ar: 'التحقيقفيالمعاملاتغيرالمصرحبها',
        })}
        action={
          <Button size="sm" variant="secondary">
            {storyText(globals, {
              en: 'Contact the customer happiness centre',
              ar: 'تواصل مع مركز إسعاد المتعاملين',
            })}
          </Button>
        }
      >
        {storyText(globals, {
          en: 'The Department of Municipalities and Transport could not verify the supporting documents.',
          ar: 'لم تتمكن دائرة البلديات والنقل من التحقق من المستندات الداعمة المرفقة بطلبك.',
        })}
      </Alert>
    </div>
  ),
  play: async ({ canvas }) => {
    const column = canvas.getByTestId('column');
    await expect(column.scrollWidth).toBeLessThanOrEqual(column.clientWidth);
  },
};
