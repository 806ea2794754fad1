import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../../styles.css';
import { LockWarningDialog, type LockWarningDialogProps } from '../LockWarningDialog';

const labels = {
  title: 'Are you still there?',
  description: 'Your session is about to be locked.',
  question: 'Would you like to continue?',
  continue: 'Continue',
  lock: 'Lock Session',
  locking: 'Locking your session…',
  retry: 'Try again',
};

function renderWarning(props: Partial<LockWarningDialogProps> = {}) {
  const onContinue = vi.fn();
  const onLock = vi.fn();
  render(
    <LockWarningDialog
      open
      state={{ status: 'counting', countdown: '04:59', announcement: '5 minutes left' }}
      labels={labels}
      onContinue={onContinue}
      onLock={onLock}
      {...props}
    />,
  );
  return { onContinue, onLock };
}

describe('LockWarningDialog', () => {
  it('is not closed by Escape; Continue and Lock Session call their handlers', async () => {
    const { onContinue, onLock } = renderWarning();
    const dialog = page.getByRole('alertdialog', { name: labels.title });
    await expect.element(page.getByRole('button', { name: 'Continue' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog).toBeVisible();
    await userEvent.keyboard('{Enter}');
    expect(onContinue).toHaveBeenCalledOnce();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(onLock).toHaveBeenCalledOnce();
    await expect.element(dialog).toBeVisible();
  });

  it('hides the ticking countdown from screen readers and speaks the announcement', async () => {
    renderWarning();
    await expect.element(page.getByText('04:59')).toHaveAttribute('aria-hidden', 'true');
    await expect
      .element(page.getByRole('status').filter({ hasText: '5 minutes left' }))
      .toBeInTheDocument();
  });

  it('while locking, Lock Session is busy and Continue is disabled', async () => {
    const { onLock } = renderWarning({ state: { status: 'locking' } });
    const lock = page.getByRole('button', { name: 'Lock Session' });
    await expect.element(lock).toHaveAttribute('aria-disabled', 'true');
    await expect.element(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await lock.click({ force: true });
    expect(onLock).not.toHaveBeenCalled();
  });

  it('after a failure says why; Retry locks again; Continue only while time is left', async () => {
    const { onLock } = renderWarning({
      state: { status: 'failed', message: 'We couldn’t lock your session.', canContinue: false },
    });
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('We couldn’t lock your session.');
    await expect.element(page.getByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
    await page.getByRole('button', { name: 'Try again' }).click();
    expect(onLock).toHaveBeenCalledOnce();
  });

  it('reads in the dialog language’s direction', async () => {
    renderWarning({ dir: 'rtl', lang: 'fa' });
    const dialog = page.getByRole('alertdialog');
    await expect.element(dialog).toHaveAttribute('dir', 'rtl');
    await expect.element(dialog).toHaveAttribute('lang', 'fa');
  });
});
