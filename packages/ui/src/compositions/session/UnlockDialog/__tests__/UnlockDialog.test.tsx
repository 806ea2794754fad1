import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../../styles.css';
import { UnlockDialog, type UnlockDialogProps } from '../UnlockDialog';

const labels = {
  title: 'Your session is locked',
  subtitle: 'Enter your PIN to resume your session.',
  pinLabel: 'Enter your 4-digit PIN',
  digitLabel: (n: number, of: number) => `Digit ${n} of ${of}`,
  resume: 'Resume',
  checking: 'Checking your PIN…',
  resumeNote: 'Your session will be resumed where you left off.',
  startNewSession: 'Or start a new session',
  digitalIdentity: 'Sign in with UAE PASS',
  close: 'Close',
};

function Unlock(props: Partial<UnlockDialogProps>) {
  const [pin, setPin] = useState('');
  return (
    <UnlockDialog
      open
      onOpenChange={() => undefined}
      labels={labels}
      pin={pin}
      onPinChange={setPin}
      canSubmit={/^\d{4}$/.test(pin)}
      onResume={() => undefined}
      onStartNewSession={() => undefined}
      onSignInWithDigitalIdentity={() => undefined}
      {...props}
    />
  );
}

describe('UnlockDialog', () => {
  it('starts on the first digit; Resume waits for 4 digits; Enter resumes', async () => {
    const onResume = vi.fn();
    render(<Unlock onResume={onResume} />);
    await expect.element(page.getByLabelText('Digit 1 of 4')).toHaveFocus();
    const resume = page.getByRole('button', { name: 'Resume' });
    await userEvent.keyboard('123');
    await expect.element(resume).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    expect(onResume).not.toHaveBeenCalled();
    await userEvent.keyboard('4');
    await expect.element(resume).toBeEnabled();
    await userEvent.keyboard('{Enter}');
    expect(onResume).toHaveBeenCalledOnce();
  });

  it('shows the error on the digits and moves focus back to the first one', async () => {
    const screen = await render(<Unlock />);
    await page.getByRole('button', { name: 'Sign in with UAE PASS' }).click();
    await screen.rerender(<Unlock error="Wrong PIN. Please try again." />);
    const first = page.getByLabelText('Digit 1 of 4');
    await expect.element(first).toHaveFocus();
    await expect.element(first).toHaveAccessibleDescription('Wrong PIN. Please try again.');
  });

  it('closing, the new session and digital identity reach the caller', async () => {
    const onOpenChange = vi.fn();
    const onStartNewSession = vi.fn();
    const onSignInWithDigitalIdentity = vi.fn();
    render(
      <Unlock
        onOpenChange={onOpenChange}
        onStartNewSession={onStartNewSession}
        onSignInWithDigitalIdentity={onSignInWithDigitalIdentity}
      />,
    );
    await page.getByRole('button', { name: 'Or start a new session' }).click();
    await page.getByRole('button', { name: 'Sign in with UAE PASS' }).click();
    await page.getByRole('button', { name: 'Close' }).click();
    expect(onStartNewSession).toHaveBeenCalledOnce();
    expect(onSignInWithDigitalIdentity).toHaveBeenCalledOnce();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('is busy while the PIN is checked', async () => {
    render(<Unlock submitting canSubmit={false} />);
    await expect
      .element(page.getByRole('button', { name: 'Resume' }))
      .toHaveAttribute('aria-disabled', 'true');
  });
});
