import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../styles.css';
import { UiProvider } from '../../../provider/UiProvider';
import { Button } from '../../Button';
import { Dialog } from '../Dialog';
import { DialogClose } from '../DialogClose';

const dialog = () => page.getByRole('dialog');

function EditDialog(props: Partial<Parameters<typeof Dialog>[0]>) {
  return (
    <Dialog
      trigger={<Button>Edit name</Button>}
      title="Edit your name"
      description="As it appears on your documents."
      closeLabel="Close"
      actions={
        <>
          <DialogClose>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button>Save</Button>
        </>
      }
      {...props}
    >
      {props.children ?? (
        <label>
          Name <input name="name" />
        </label>
      )}
    </Dialog>
  );
}

describe('Dialog', () => {
  afterEach(async () => {
    await page.viewport(1024, 768);
  });

  it('opens from the keyboard, moves focus in, traps Tab, closes on Escape and returns focus', async () => {
    await render(<EditDialog />);
    const trigger = page.getByRole('button', { name: 'Edit name' });
    (trigger.element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(dialog()).toBeVisible();
    await expect.element(dialog()).toHaveAccessibleName('Edit your name');
    await expect.element(dialog()).toHaveAccessibleDescription('As it appears on your documents.');
    // Focus starts on the content (the first field), not on the close button.
    await expect.element(page.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await userEvent.tab();
    await expect.element(page.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect.element(page.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    // Trapped: Tab from the last control wraps to the first.
    await expect.element(page.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog()).not.toBeInTheDocument();
    await expect.element(trigger).toHaveFocus();
  });

  it('closes with its named close button and with a DialogClose action, Space pressing them', async () => {
    await render(<EditDialog />);
    const trigger = page.getByRole('button', { name: 'Edit name' });
    await userEvent.click(trigger);
    await userEvent.click(page.getByRole('button', { name: 'Close' }));
    await expect.element(dialog()).not.toBeInTheDocument();
    await expect.element(trigger).toHaveFocus();
    await userEvent.keyboard(' ');
    (page.getByRole('button', { name: 'Cancel' }).element() as HTMLElement).focus();
    await userEvent.keyboard(' ');
    await expect.element(dialog()).not.toBeInTheDocument();
    await expect.element(trigger).toHaveFocus();
  });

  it('is controllable: it reports requests to close and stays open until the caller agrees', async () => {
    const onOpenChange = vi.fn();
    const { rerender } = await render(<EditDialog open onOpenChange={onOpenChange} />);
    await expect.element(dialog()).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await expect.element(dialog()).toBeVisible();
    await rerender(<EditDialog open={false} onOpenChange={onOpenChange} />);
    await expect.element(dialog()).not.toBeInTheDocument();
  });

  it('returns focus to what had it when the program opened it without a trigger', async () => {
    function TimedDialog() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onClick={() => setTimeout(() => setOpen(true), 10)}>Start timer</Button>
          <Dialog open={open} onOpenChange={setOpen} title="Time is up" closeLabel="Close" />
        </>
      );
    }
    await render(<TimedDialog />);
    const starter = page.getByRole('button', { name: 'Start timer' });
    await userEvent.click(starter);
    await expect.element(dialog()).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog()).not.toBeInTheDocument();
    await expect.element(starter).toHaveFocus();
  });

  it('is 420 px wide at most, and wider with size="lg"', async () => {
    const { rerender } = await render(<EditDialog defaultOpen />);
    const width = () => (dialog().element() as HTMLElement).getBoundingClientRect().width;
    expect(width()).toBe(420);
    await rerender(<EditDialog defaultOpen size="lg" />);
    expect(width()).toBeGreaterThan(420);
  });

  it('fits a 320 px screen and scrolls its body inside at a small height, reachable by keyboard', async () => {
    await page.viewport(320, 360);
    await render(
      <EditDialog defaultOpen>
        {Array.from({ length: 30 }, (_, index) => (
          <p key={index}>Paragraph {index + 1} of the terms you are asked to read.</p>
        ))}
      </EditDialog>,
    );
    const surface = dialog().element() as HTMLElement;
    const rect = surface.getBoundingClientRect();
    expect(rect.left).toBeGreaterThanOrEqual(16);
    expect(rect.right).toBeLessThanOrEqual(320 - 16);
    expect(rect.bottom).toBeLessThanOrEqual(360);
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(320);
    const body = surface.querySelector<HTMLElement>('[data-slot="dialog-body"]')!;
    await expect.poll(() => body.tabIndex).toBe(0);
    expect(body.scrollHeight).toBeGreaterThan(body.clientHeight);
    // The footer stays in view while the body scrolls.
    const save = page.getByRole('button', { name: 'Save' }).element().getBoundingClientRect();
    expect(save.bottom).toBeLessThanOrEqual(360);
  });

  it('leaves the body out of the tab order while everything fits', async () => {
    await render(<EditDialog defaultOpen />);
    const body = (dialog().element() as HTMLElement).querySelector<HTMLElement>(
      '[data-slot="dialog-body"]',
    )!;
    expect(body.hasAttribute('tabindex')).toBe(false);
  });

  it('mirrors in Arabic: the close button sits at the left, even portalled out of the rtl tree', async () => {
    await render(
      <UiProvider dir="rtl">
        <EditDialog defaultOpen />
      </UiProvider>,
    );
    const surface = dialog().element() as HTMLElement;
    expect(surface.getAttribute('dir')).toBe('rtl');
    const close = page.getByRole('button', { name: 'Close' }).element().getBoundingClientRect();
    const box = surface.getBoundingClientRect();
    expect(close.left - box.left).toBeLessThan(box.right - close.right);
  });

  it('passes id, aria-*, data-* and ref through to the dialog element', async () => {
    const ref = { current: null as HTMLDivElement | null };
    await render(
      <EditDialog defaultOpen id="edit" data-testid="edit-dialog" aria-busy="true" ref={ref} />,
    );
    const element = dialog().element();
    expect(element.id).toBe('edit');
    expect(element.getAttribute('data-testid')).toBe('edit-dialog');
    expect(element.getAttribute('aria-busy')).toBe('true');
    expect(ref.current).toBe(element);
  });
});
