import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../../styles.css';
import { ChangePinForm, type ChangePinFormLabels, type ChangePinOutcome } from '../ChangePinForm';

const labels: ChangePinFormLabels = {
  currentPin: 'Current PIN',
  newPin: 'New PIN',
  newPinHint: '4 digits',
  confirmPin: 'Enter the new PIN again',
  submit: 'Change PIN',
  submitting: 'Changing your PIN',
  errorSummaryTitle: 'There is a problem',
  errorPrefix: 'Error:',
  changedHeading: 'PIN changed',
  changed: 'Use your new PIN from now on.',
  changeAgain: 'Change it again',
  failedHeading: 'We couldn’t change your PIN',
  failed: 'Nothing was changed.',
};

const messages: Record<string, string> = {
  'form.error.currentPinRequired': 'Enter your current PIN',
  'form.error.newPinRequired': 'Enter a new PIN',
  'form.error.confirmPinRequired': 'Enter your new PIN again',
  'form.error.newPinSame': 'Choose a different PIN',
  'form.error.confirmPin': 'The two new PINs do not match',
};

function setup(onChangePin: () => Promise<ChangePinOutcome>) {
  const spy = vi.fn(onChangePin);
  return {
    spy,
    ui: (
      <ChangePinForm labels={labels} translate={(key) => messages[key] ?? key} onChangePin={spy} />
    ),
  };
}

const current = () => page.getByLabelText(/Current PIN/);
const next = () => page.getByLabelText(/^New PIN/);
const confirm = () => page.getByLabelText(/Enter the new PIN again/);

describe('ChangePinForm', () => {
  it('names each problem in the summary, which takes focus, and sends nothing', async () => {
    const { spy, ui } = setup(async () => ({ kind: 'changed' }));
    await render(ui);
    await userEvent.fill(current(), '1234');
    await userEvent.fill(next(), '1234');
    await userEvent.click(page.getByRole('button', { name: 'Change PIN' }));
    const summary = page.getByRole('alert');
    await expect.element(summary).toHaveTextContent('Choose a different PIN');
    await expect.element(summary).toHaveTextContent('Enter your new PIN again');
    expect(document.activeElement?.getAttribute('data-slot')).toBe('error-summary');
    expect(spy).not.toHaveBeenCalled();
    await expect.element(current()).toHaveValue('1234');
  });

  it('clears a refused current PIN and keeps the new ones', async () => {
    const { ui } = setup(async () => ({
      kind: 'refused',
      fieldErrors: { currentPin: 'Wrong PIN. Please try again.' },
    }));
    await render(ui);
    await userEvent.fill(current(), '9999');
    await userEvent.fill(next(), '2468');
    await userEvent.fill(confirm(), '2468');
    await userEvent.click(page.getByRole('button', { name: 'Change PIN' }));
    await expect.element(page.getByRole('alert')).toHaveTextContent('Wrong PIN. Please try again.');
    await expect.element(current()).toHaveValue('');
    await expect.element(next()).toHaveValue('2468');
  });

  it('hands over the typed PINs and shows the change, then a way to change again', async () => {
    const { spy, ui } = setup(async () => ({ kind: 'changed' }));
    await render(ui);
    await userEvent.fill(current(), '1234');
    await userEvent.fill(next(), '2468');
    await userEvent.fill(confirm(), '2468');
    await userEvent.click(page.getByRole('button', { name: 'Change PIN' }));
    await expect.element(page.getByText('Use your new PIN from now on.')).toBeVisible();
    expect(spy).toHaveBeenCalledWith({ currentPin: '1234', newPin: '2468', confirmPin: '2468' });
    await userEvent.click(page.getByRole('button', { name: 'Change it again' }));
    await expect.element(current()).toHaveValue('');
  });

  it('keeps the form and shows the failure when the call fails', async () => {
    const { ui } = setup(async () => ({ kind: 'failed' }));
    await render(ui);
    await userEvent.fill(current(), '1234');
    await userEvent.fill(next(), '2468');
    await userEvent.fill(confirm(), '2468');
    await userEvent.click(page.getByRole('button', { name: 'Change PIN' }));
    await expect.element(page.getByText('Nothing was changed.')).toBeVisible();
    await expect.element(next()).toHaveValue('2468');
  });
});
