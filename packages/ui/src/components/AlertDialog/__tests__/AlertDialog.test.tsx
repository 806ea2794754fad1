import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../styles.css';
import { UiProvider } from '../../../provider/UiProvider';
import { Button } from '../../Button';
import { AlertDialog, type AlertDialogProps } from '../AlertDialog';

const alertDialog = () => page.getByRole('alertdialog');

function backdrop() {
  const element = document.querySelector('[data-slot="alert-dialog-backdrop"]');
  if (!element) throw new Error('no backdrop');
  return page.elementLocator(element);
}

function SignOut(props: Partial<AlertDialogProps>) {
  return (
    <AlertDialog
      trigger={<Button>Sign out…</Button>}
      title="Sign out"
      description="Are you sure you want to sign out?"
      primaryAction={{ label: 'Sign out' }}
      secondaryAction={{ label: 'Stay signed in' }}
      {...(props as object)}
    />
  );
}

/** The lock warning (SCREENS S4.1): opened by the program, answered only by its two actions. */
function LockWarning({
  onOpenChange,
  onResume,
}: {
  readonly onOpenChange?: (open: boolean) => void;
  readonly onResume?: () => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setTimeout(() => setOpen(true), 10)}>Read the news</Button>
      <AlertDialog
        open={open}
        onOpenChange={(next) => {
          onOpenChange?.(next);
          setOpen(next);
        }}
        dismissible={false}
        title="Your session is about to be locked"
        description="Would you like to continue?"
        primaryAction={{ label: 'Continue', onClick: onResume }}
        secondaryAction={{ label: 'Lock session' }}
      >
        <p>04:59</p>
      </AlertDialog>
    </>
  );
}

describe('AlertDialog', () => {
  it('undismissible: neither Escape nor a click outside closes it, and it has no close button', async () => {
    const onOpenChange = vi.fn();
    const onResume = vi.fn();
    await render(<LockWarning onOpenChange={onOpenChange} onResume={onResume} />);
    const opener = page.getByRole('button', { name: 'Read the news' });
    await userEvent.click(opener);
    await expect.element(alertDialog()).toBeVisible();
    await expect.element(alertDialog()).toHaveAccessibleName('Your session is about to be locked');
    await expect.element(alertDialog()).toHaveAccessibleDescription('Would you like to continue?');

    await userEvent.keyboard('{Escape}');
    await userEvent.click(backdrop(), { position: { x: 5, y: 5 } });
    await userEvent.keyboard('{Escape}');
    await expect.element(alertDialog()).toBeVisible();
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(alertDialog().element().querySelector('[data-slot="overlay-close"]')).toBeNull();

    // Only an answer closes it, and focus goes back to where the reader was.
    await userEvent.click(page.getByRole('button', { name: 'Continue' }));
    expect(onResume).toHaveBeenCalledTimes(1);
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await expect.element(alertDialog()).not.toBeInTheDocument();
    await expect.element(opener).toHaveFocus();
  });

  it('dismissible (the default): Escape closes it and focus returns to the trigger', async () => {
    const onOpenChange = vi.fn();
    await render(<SignOut onOpenChange={onOpenChange} />);
    const trigger = page.getByRole('button', { name: 'Sign out…' });
    (trigger.element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(alertDialog()).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(alertDialog()).not.toBeInTheDocument();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    await expect.element(trigger).toHaveFocus();
  });

  it('still ignores a click outside when dismissible: an alert dialog needs an answer', async () => {
    await render(<SignOut defaultOpen />);
    await userEvent.click(backdrop(), { position: { x: 5, y: 5 } });
    await expect.element(alertDialog()).toBeVisible();
  });

  it('moves focus to the first action, or to the one named by initialFocus', async () => {
    const { rerender } = await render(<SignOut key="a" defaultOpen />);
    await expect.element(page.getByRole('button', { name: 'Sign out', exact: true })).toHaveFocus();
    await rerender(<SignOut key="b" defaultOpen initialFocus="secondary" />);
    await expect.element(page.getByRole('button', { name: 'Stay signed in' })).toHaveFocus();
  });

  it('keeps Tab inside and moves between the actions with Tab and Shift+Tab', async () => {
    await render(<SignOut defaultOpen closeLabel="Close" />);
    const primary = page.getByRole('button', { name: 'Sign out', exact: true });
    await expect.element(primary).toHaveFocus();
    await userEvent.tab();
    await expect.element(page.getByRole('button', { name: 'Stay signed in' })).toHaveFocus();
    await userEvent.tab();
    await expect.element(page.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    await expect.element(primary).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect.element(page.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('stacks full-width buttons, the primary first, in a surface 420 px wide at most', async () => {
    await render(<SignOut defaultOpen />);
    const surface = (alertDialog().element() as HTMLElement).getBoundingClientRect();
    expect(surface.width).toBe(420);
    const primary = page.getByRole('button', { name: 'Sign out', exact: true }).element();
    const secondary = page.getByRole('button', { name: 'Stay signed in' }).element();
    const primaryRect = primary.getBoundingClientRect();
    const secondaryRect = secondary.getBoundingClientRect();
    expect(primaryRect.bottom).toBeLessThanOrEqual(secondaryRect.top);
    expect(primaryRect.width).toBe(secondaryRect.width);
    expect(primaryRect.width).toBeGreaterThan(surface.width - 64);
    expect(primaryRect.height).toBeGreaterThanOrEqual(44);
    expect(primary.getAttribute('data-loading')).toBeNull();
  });

  it('closes after an action, unless its onClick prevents it or it is busy', async () => {
    const onOpenChange = vi.fn();
    const waitForServer = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const { rerender } = await render(
      <SignOut
        defaultOpen
        onOpenChange={onOpenChange}
        primaryAction={{ label: 'Sign out', onClick: waitForServer }}
      />,
    );
    await userEvent.click(page.getByRole('button', { name: 'Sign out', exact: true }));
    expect(waitForServer).toHaveBeenCalledTimes(1);
    await expect.element(alertDialog()).toBeVisible();
    await rerender(
      <SignOut
        defaultOpen
        onOpenChange={onOpenChange}
        primaryAction={{ label: 'Sign out', loading: true, loadingLabel: 'Signing out' }}
      />,
    );
    await userEvent.click(page.getByRole('button', { name: 'Sign out', exact: true }), {
      force: true,
    });
    await expect.element(alertDialog()).toBeVisible();
    expect(onOpenChange).not.toHaveBeenCalled();
    await userEvent.click(page.getByRole('button', { name: 'Stay signed in' }));
    await expect.element(alertDialog()).not.toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('shows a named close button only when dismissible and given a closeLabel', async () => {
    await render(<SignOut defaultOpen closeLabel="Close" />);
    await userEvent.click(page.getByRole('button', { name: 'Close' }));
    await expect.element(alertDialog()).not.toBeInTheDocument();
  });

  it('carries the direction into the portal and passes id, data-* and ref to the dialog', async () => {
    const ref = { current: null as HTMLDivElement | null };
    await render(
      <UiProvider dir="rtl">
        <SignOut defaultOpen id="sign-out" data-testid="sign-out" ref={ref} />
      </UiProvider>,
    );
    const element = alertDialog().element();
    expect(element.getAttribute('dir')).toBe('rtl');
    expect(element.id).toBe('sign-out');
    expect(element.getAttribute('data-testid')).toBe('sign-out');
    expect(ref.current).toBe(element);
  });

  it('forwards the caller ref of an action while still focusing it', async () => {
    const actionRef = { current: null as HTMLButtonElement | null };
    await render(<SignOut defaultOpen primaryAction={{ label: 'Sign out', ref: actionRef }} />);
    const primary = page.getByRole('button', { name: 'Sign out', exact: true });
    await expect.element(primary).toHaveFocus();
    expect(actionRef.current).toBe(primary.element());
  });
});
