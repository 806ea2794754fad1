import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../../styles.css';
import { SignOutDialog, type SignOutDialogLabels } from '../SignOutDialog';

const labels: SignOutDialogLabels = {
  title: 'Sign out',
  description: 'Are you sure you want to sign out?',
  warning: 'Signing out ends your Stay Signed-In session.',
  confirm: 'Sign Out',
  close: 'Close',
  signingOut: 'Signing out…',
};

describe('SignOutDialog', () => {
  it('asks first: one primary Sign Out, a close button, the warning; Sign Out calls onConfirm once', async () => {
    const onConfirm = vi.fn();
    await render(<SignOutDialog labels={labels} onConfirm={onConfirm} defaultOpen />);
    const dialog = page.getByRole('alertdialog', { name: 'Sign out' });
    await expect.element(dialog).toBeVisible();
    await expect.element(dialog).toHaveTextContent(labels.warning);
    const confirm = page.getByRole('button', { name: 'Sign Out' });
    await expect.element(confirm).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
    // Stays open until the caller navigates away.
    await expect.element(dialog).toBeVisible();
    expect(page.getByRole('button').all()).toHaveLength(2);
  });

  it('the close button and Escape close it without signing out', async () => {
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    await render(
      <SignOutDialog
        labels={labels}
        onConfirm={onConfirm}
        onOpenChange={onOpenChange}
        defaultOpen
      />,
    );
    await page.getByRole('button', { name: 'Close' }).click();
    await expect.element(page.getByRole('alertdialog')).not.toBeInTheDocument();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('while pending, the button says so and a second press does nothing', async () => {
    const onConfirm = vi.fn();
    await render(<SignOutDialog labels={labels} onConfirm={onConfirm} defaultOpen pending />);
    await expect.element(page.getByRole('alertdialog')).toHaveTextContent('Signing out…');
    await page.getByRole('button', { name: /Sign/ }).first().click({ force: true });
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('is at most 420 px wide', async () => {
    await render(<SignOutDialog labels={labels} onConfirm={() => {}} defaultOpen />);
    const dialog = page.getByRole('alertdialog').element() as HTMLElement;
    expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(420);
  });
});
