import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { storyText } from '../../storybook/storyText';
import { Button } from '../Button';
import { Toast } from './Toast';
import { TOAST_WORDS, withToastProvider } from './toastStoryWords';

const meta = {
  title: 'Feedback/Toast/Features',
  component: Toast,
  decorators: [withToastProvider],
  args: { closeLabel: '', duration: Infinity },
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

const TONES = [
  {
    tone: 'info',
    label: { en: 'Information', ar: 'معلومة' },
    title: { en: 'New message', ar: 'رسالة جديدة' },
  },
  {
    tone: 'success',
    label: { en: 'Success', ar: 'تم بنجاح' },
    title: { en: 'Draft discarded', ar: 'تم حذف المسودة' },
  },
  {
    tone: 'warning',
    label: { en: 'Warning', ar: 'تحذير' },
    title: { en: 'Session locks soon', ar: 'ستُقفل الجلسة قريباً' },
  },
  {
    tone: 'error',
    label: { en: 'Error', ar: 'خطأ' },
    title: { en: 'Receipt download failed', ar: 'فشل تنزيل الإيصال' },
  },
] as const;

/** Four tones stacked at the inline end, each with its edge colour and icon shape. */
export const Tones: Story = {
  render: (args, { globals }) => (
    <>
      {TONES.map(({ tone, label, title }) => (
        <Toast
          key={tone}
          {...args}
          defaultOpen
          tone={tone}
          toneLabel={storyText(globals, label)}
          title={storyText(globals, title)}
          closeLabel={storyText(globals, TOAST_WORDS.close)}
        />
      ))}
    </>
  ),
  play: async ({ globals }) => {
    const viewport = screen.getByRole('region', {
      name: storyText(globals, TOAST_WORDS.viewport).replace('{hotkey}', 'F8'),
    });
    const list = viewport.querySelector('ol')!;
    await waitFor(() => expect(list.children).toHaveLength(4));
    // At the inline end of the window: right in English, left in Arabic.
    const box = list.getBoundingClientRect();
    if (globals['locale'] === 'ar') await expect(box.left).toBe(0);
    else await expect(box.right).toBe(window.innerWidth);
  },
};

/**
 * Controlled, assertive, with an action: a failed payment interrupts, offers to try again, and
 * the action closes the toast. F8 moves focus to the toasts; Tab reaches the action; Escape
 * closes.
 */
export const AssertiveWithAction: Story = {
  args: { onOpenChange: fn() },
  render: function Render(args, { globals }) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>
          {storyText(globals, { en: 'Pay now', ar: 'ادفع الآن' })}
        </Button>
        <Toast
          {...args}
          open={open}
          onOpenChange={(next) => {
            args.onOpenChange?.(next);
            setOpen(next);
          }}
          tone="error"
          politeness="assertive"
          toneLabel={storyText(globals, { en: 'Error', ar: 'خطأ' })}
          title={storyText(globals, { en: 'Payment failed', ar: 'فشل الدفع' })}
          closeLabel={storyText(globals, TOAST_WORDS.close)}
          action={{
            label: storyText(globals, { en: 'Try again', ar: 'حاول مرة أخرى' }),
            altText: storyText(globals, {
              en: 'Try again from the payments list',
              ar: 'حاول مرة أخرى من قائمة المدفوعات',
            }),
            onClick: () => {},
          }}
        >
          {storyText(globals, { en: 'Your card was not charged.', ar: 'لم يتم الخصم من بطاقتك.' })}
        </Toast>
      </>
    );
  },
  play: async ({ canvas, args, globals, userEvent }) => {
    const toasts = within(
      screen.getByRole('region', {
        name: storyText(globals, TOAST_WORDS.viewport).replace('{hotkey}', 'F8'),
      }),
    );
    const pay = canvas.getByRole('button', {
      name: storyText(globals, { en: 'Pay now', ar: 'ادفع الآن' }),
    });
    await userEvent.click(pay);
    await toasts.findByText(storyText(globals, { en: 'Payment failed', ar: 'فشل الدفع' }), {
      exact: false,
    });
    await waitFor(() => {
      const announcement = screen
        .getAllByRole('status')
        .find((region) => region.getAttribute('aria-live') === 'assertive');
      // The action is replaced by its alternative words in what is spoken.
      expect(announcement).toHaveTextContent(
        storyText(globals, {
          en: 'Try again from the payments list',
          ar: 'حاول مرة أخرى من قائمة المدفوعات',
        }),
      );
    });

    await userEvent.keyboard('{F8}');
    const toast = toasts.getByText(storyText(globals, { en: 'Payment failed', ar: 'فشل الدفع' }), {
      exact: false,
    });
    await userEvent.tab();
    await expect(toast.closest('li')).toHaveFocus();
    await userEvent.tab();
    await expect(
      toasts.getByRole('button', {
        name: storyText(globals, { en: 'Try again', ar: 'حاول مرة أخرى' }),
      }),
    ).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
    await waitFor(() => expect(toast).not.toBeInTheDocument());
    // Open again for the picture.
    await userEvent.click(pay);
    await toasts.findByText(storyText(globals, { en: 'Payment failed', ar: 'فشل الدفع' }), {
      exact: false,
    });
  },
};

/** Long words in a toast area only 320 px wide wrap; nothing scrolls sideways. */
export const Narrow: Story = {
  parameters: { toastViewportClassName: 'max-w-[320px]' },
  render: (args, { globals }) => (
    <Toast
      {...args}
      defaultOpen
      tone="warning"
      title={storyText(globals, {
        en: 'Electricity-and-water-connection-application',
        ar: 'طلبتوصيلالكهرباءوالمياهالخاصبك',
      })}
      closeLabel={storyText(globals, TOAST_WORDS.close)}
    >
      {storyText(globals, {
        en: 'The Department of Energy needs one more document before it can continue.',
        ar: 'تحتاج دائرة الطاقة إلى مستند إضافي قبل أن تتمكن من المتابعة.',
      })}
    </Toast>
  ),
  play: async ({ globals }) => {
    const title = await screen.findByText(
      storyText(globals, {
        en: 'Electricity-and-water-connection-application',
        ar: 'طلبتوصيلالكهرباءوالمياهالخاصبك',
      }),
    );
    const toast = title.closest('li')!;
    await expect(toast.getBoundingClientRect().width).toBeLessThanOrEqual(320);
    await expect(toast.scrollWidth).toBeLessThanOrEqual(toast.clientWidth);
  },
};
