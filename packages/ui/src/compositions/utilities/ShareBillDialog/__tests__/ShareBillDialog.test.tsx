import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../../styles.css';
import { fakeCaptcha } from '../../../../components/Captcha/fakeCaptchaProvider';
import { ShareBillDialog, type ShareBillDialogLabels } from '../ShareBillDialog';

const labels: ShareBillDialogLabels = {
  title: 'Share bill',
  emails: 'Recipients’ email addresses',
  emailsHint: 'Up to 10, separated by commas, semicolons or new lines.',
  captcha: 'Security check',
  submit: 'Share',
  submitting: 'Sharing',
  cancel: 'Cancel',
  close: 'Close',
  errorSummaryTitle: 'There is a problem',
  errorPrefix: 'Error:',
  success: 'The bill has been shared.',
  sentTo: (count) => `Sent to ${count} recipients.`,
};

const messages: Record<string, string> = {
  'form.error.required': 'Enter at least one email address',
  'form.error.emailList': 'Enter valid email addresses',
  'form.error.emailListTooLong': 'Enter 10 addresses or fewer',
  'form.error.captcha': 'Confirm that you are not a robot',
};

function setup(onShare = vi.fn()) {
  const fake = fakeCaptcha();
  const dialog = (open = true) => (
    <ShareBillDialog
      open={open}
      onOpenChange={vi.fn()}
      labels={labels}
      translate={(key) => messages[key] ?? key}
      captcha={fake.provider}
      onShare={onShare}
    />
  );
  return { fake, onShare, dialog };
}

const emails = () => page.getByRole('textbox', { name: /Recipients’ email addresses/ });
const share = () => page.getByRole('button', { name: 'Share' });

describe('ShareBillDialog', () => {
  it('refuses a bad address and a missing captcha, keeps the text, and focuses the summary', async () => {
    const { onShare, dialog } = setup();
    await render(dialog());
    await userEvent.fill(emails(), 'a@example.ae, nope');
    await userEvent.click(share());
    const summary = page.getByRole('alert');
    await expect.element(summary).toHaveTextContent(/Enter valid email addresses/);
    await expect.element(summary).toHaveTextContent(/Confirm that you are not a robot/);
    await expect.element(emails()).toHaveValue('a@example.ae, nope');
    await expect.element(emails()).toHaveAccessibleDescription(/Enter valid email addresses/);
    expect(document.activeElement?.getAttribute('data-slot')).toBe('error-summary');
    expect(onShare).not.toHaveBeenCalled();
  });

  it('refuses more than 10 distinct addresses', async () => {
    const { dialog } = setup();
    await render(dialog());
    const eleven = Array.from({ length: 11 }, (_, i) => `u${i}@example.ae`).join('; ');
    await userEvent.fill(emails(), eleven);
    await userEvent.click(share());
    await expect.element(page.getByRole('alert')).toHaveTextContent(/Enter 10 addresses or fewer/);
  });

  it('sends the parsed list and the token, then says it was shared', async () => {
    const { onShare, dialog } = setup(vi.fn(async () => undefined));
    await render(dialog());
    await userEvent.fill(emails(), 'a@example.ae;\nb@example.ae, A@EXAMPLE.ae');
    await userEvent.click(page.getByRole('button', { name: 'Pass the check' }));
    await userEvent.click(share());
    await expect.element(page.getByText('The bill has been shared.')).toBeVisible();
    await expect.element(page.getByText('Sent to 2 recipients.')).toBeVisible();
    expect(onShare).toHaveBeenCalledWith({
      emails: ['a@example.ae', 'b@example.ae'],
      captchaToken: 'fake-token',
    });
    // Focus moves to the footer's close button (the "×" is named the same).
    await vi.waitFor(() => expect(document.activeElement?.textContent).toBe('Close'));
  });

  it('shows the server’s refusal in the summary, keeps the text and resets the captcha', async () => {
    const { fake, onShare, dialog } = setup(vi.fn(async () => 'The security check failed.'));
    await render(dialog());
    await userEvent.fill(emails(), 'a@example.ae');
    await userEvent.click(page.getByRole('button', { name: 'Pass the check' }));
    await userEvent.click(share());
    await expect.element(page.getByRole('alert')).toHaveTextContent(/The security check failed\./);
    expect(fake.counts.resets).toBe(1);
    await expect.element(emails()).toHaveValue('a@example.ae');
    // The token was spent: sharing again asks for the check first.
    await userEvent.click(share());
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent(/Confirm that you are not a robot/);
    expect(onShare).toHaveBeenCalledTimes(1);
  });

  it('drops an expired token', async () => {
    const { fake, onShare, dialog } = setup();
    await render(dialog());
    await userEvent.fill(emails(), 'a@example.ae');
    await userEvent.click(page.getByRole('button', { name: 'Pass the check' }));
    fake.latest().onExpired();
    await userEvent.click(share());
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent(/Confirm that you are not a robot/);
    expect(onShare).not.toHaveBeenCalled();
  });

  it('starts afresh when opened again', async () => {
    const { dialog } = setup(vi.fn(async () => undefined));
    const screen = await render(dialog());
    await userEvent.fill(emails(), 'a@example.ae');
    await userEvent.click(page.getByRole('button', { name: 'Pass the check' }));
    await userEvent.click(share());
    await expect.element(page.getByText('The bill has been shared.')).toBeVisible();
    await screen.rerender(dialog(false));
    await screen.rerender(dialog(true));
    await expect.element(emails()).toHaveValue('');
  });
});
