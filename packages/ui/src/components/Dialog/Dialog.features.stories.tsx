import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, waitFor } from 'storybook/test';
import { storyText } from '../../storybook/storyText';
import { Button } from '../Button';
import { Dialog } from './Dialog';
import { DialogClose } from './DialogClose';
import { DIALOG_WORDS as W } from './dialogStoryWords';

const meta = {
  title: 'Overlays/Dialog/Features',
  component: Dialog,
  args: { title: '', closeLabel: '' },
  parameters: { docs: { story: { inline: false, height: '520px' } } },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const TERMS_TITLE = { en: 'Terms of the service', ar: 'شروط الخدمة' };
const TERM = {
  en: 'The applicant confirms that the documents attached are true copies of the originals and that the authority may verify them with the issuing entity.',
  ar: 'يقر مقدم الطلب بأن المستندات المرفقة نسخ مطابقة للأصل وبأنه يحق للجهة التحقق منها لدى الجهة المصدرة.',
};
const AGREE = { en: 'I agree', ar: 'أوافق' };

/** `size="lg"` for content that needs room (a mini-app, a table); still 1 rem from the edges on a phone. */
export const Wide: Story = {
  args: { defaultOpen: true, size: 'lg' },
  // No picture: where focus lands on open depends on whether the body measured as overflowing at
  // that instant (an overflowing body joins the tab order), which varies with font loading. The
  // body-scroll state has its own story (ScrollsInside) and picture.
  parameters: { screenshot: false },
  render: (args, { globals }) => (
    <Dialog
      {...args}
      title={storyText(globals, TERMS_TITLE)}
      closeLabel={storyText(globals, W.close)}
      actions={<Button>{storyText(globals, AGREE)}</Button>}
    >
      <p>{storyText(globals, TERM)}</p>
    </Dialog>
  ),
  play: async ({ globals }) => {
    const dialog = await screen.findByRole('dialog', { name: storyText(globals, TERMS_TITLE) });
    await expect(dialog.getBoundingClientRect().width).toBeGreaterThan(420);
  },
};

/**
 * More content than the viewport holds: the body scrolls inside while the title and the buttons
 * stay in view, and the body joins the tab order so the keyboard can scroll it.
 */
export const ScrollsInside: Story = {
  args: { defaultOpen: true },
  render: (args, { globals }) => (
    <Dialog
      {...args}
      title={storyText(globals, TERMS_TITLE)}
      closeLabel={storyText(globals, W.close)}
      actions={<Button>{storyText(globals, AGREE)}</Button>}
    >
      {Array.from({ length: 12 }, (_, index) => (
        <p key={index} className="mb-3">
          {index + 1}. {storyText(globals, TERM)}
        </p>
      ))}
    </Dialog>
  ),
  play: async ({ globals }) => {
    const dialog = await screen.findByRole('dialog', { name: storyText(globals, TERMS_TITLE) });
    const body = dialog.querySelector<HTMLElement>('[data-slot="dialog-body"]')!;
    await waitFor(() => expect(body.tabIndex).toBe(0));
    await expect(body.scrollHeight).toBeGreaterThan(body.clientHeight);
    const agree = screen.getByRole('button', { name: storyText(globals, AGREE) });
    await expect(agree.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
  },
};

const LONG_TITLE = {
  en: 'Telecommunications-regulatory-authority verification of your registered mobile number',
  ar: 'التحققالإلكترونيمنرقمالهاتفالمتحركالمسجللدىهيئةتنظيمالاتصالات والحكومة الرقمية',
};

/**
 * As on a 320 px phone (288 px wide, 1 rem margins) with long English and Arabic words: the title
 * wraps inside the dialog, nothing scrolls sideways.
 */
export const Narrow: Story = {
  // A style, not a class: `cn` does not yet know the `max-w-modal` token, so a class would not win.
  args: { defaultOpen: true, style: { maxWidth: 288 } },
  render: (args, { globals }) => (
    <Dialog
      {...args}
      title={storyText(globals, LONG_TITLE)}
      description={storyText(globals, W.description)}
      closeLabel={storyText(globals, W.close)}
      actions={
        <>
          <DialogClose>
            <Button variant="secondary">{storyText(globals, W.cancel)}</Button>
          </DialogClose>
          <Button>{storyText(globals, W.save)}</Button>
        </>
      }
    />
  ),
  play: async ({ globals }) => {
    const dialog = await screen.findByRole('dialog', { name: storyText(globals, LONG_TITLE) });
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(288);
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
  },
};

const OPEN_FROM_CODE = { en: 'Check my session', ar: 'تحقق من جلستي' };
const SESSION_TITLE = { en: 'Your session is active', ar: 'جلستك نشطة' };

function ControlledExample({ globals }: { readonly globals: Record<string, unknown> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {storyText(globals, OPEN_FROM_CODE)}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={storyText(globals, SESSION_TITLE)}
        closeLabel={storyText(globals, W.close)}
        actions={<Button onClick={() => setOpen(false)}>{storyText(globals, AGREE)}</Button>}
      />
    </>
  );
}

/**
 * Controlled (`open` / `onOpenChange`) and without a trigger, as when the program opens it: focus
 * still returns to what had it before.
 */
export const Controlled: Story = {
  render: (_, { globals }) => <ControlledExample globals={globals} />,
  play: async ({ canvas, globals, userEvent }) => {
    const opener = canvas.getByRole('button', { name: storyText(globals, OPEN_FROM_CODE) });
    await userEvent.click(opener);
    await screen.findByRole('dialog', { name: storyText(globals, SESSION_TITLE) });
    const agree = screen.getByRole('button', { name: storyText(globals, AGREE) });
    await waitFor(() => expect(agree).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/**
 * Keyboard only: Enter opens, Tab stays inside (wrapping from the close button to the first field),
 * Space on Cancel closes, and focus is back on the button.
 */
export const Keyboard: Story = {
  render: (_, { globals }) => (
    <Dialog
      title={storyText(globals, W.title)}
      closeLabel={storyText(globals, W.close)}
      trigger={<Button>{storyText(globals, W.trigger)}</Button>}
      actions={
        <DialogClose>
          <Button variant="secondary">{storyText(globals, W.cancel)}</Button>
        </DialogClose>
      }
    >
      <label className="flex flex-col gap-1">
        {storyText(globals, W.field)}
        <input
          type="tel"
          dir="ltr"
          className="min-h-11 rounded-control border border-line bg-canvas px-3 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
        />
      </label>
    </Dialog>
  ),
  play: async ({ canvas, globals, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: storyText(globals, W.trigger) });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const field = await screen.findByRole('textbox', { name: storyText(globals, W.field) });
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.tab();
    const cancel = screen.getByRole('button', { name: storyText(globals, W.cancel) });
    await expect(cancel).toHaveFocus();
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: storyText(globals, W.close) })).toHaveFocus();
    await userEvent.tab();
    await expect(field).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
