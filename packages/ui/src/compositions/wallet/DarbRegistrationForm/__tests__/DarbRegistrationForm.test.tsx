import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../../styles.css';
import { DarbRegistrationForm, type DarbRegistrationFormLabels } from '../DarbRegistrationForm';

const labels: DarbRegistrationFormLabels = {
  title: 'Register with Darb',
  intro: 'Add your traffic file.',
  trafficFile: 'Traffic file number',
  trafficFileHint: 'Digits only',
  email: 'E-mail',
  mobile: 'Mobile',
  mobileHint: '05XXXXXXXX',
  terms: 'Terms and conditions',
  acceptTerms: 'I accept the terms',
  submit: 'Register',
  submitting: 'Registering',
  required: 'required',
  errorSummary: 'There is a problem',
  errorPrefix: 'Error:',
  error: 'Error',
  trafficFileInvalid: 'Enter the traffic file number in digits',
  emailInvalid: 'Enter a valid e-mail',
  mobileInvalid: 'Enter a UAE mobile number',
  termsRequired: 'Accept the terms',
};

describe('DarbRegistrationForm', () => {
  it('lists every problem in a summary that takes focus, linked to its field', async () => {
    const onSubmit = vi.fn();
    await render(<DarbRegistrationForm labels={labels} onSubmit={onSubmit} />);
    await userEvent.click(page.getByRole('button', { name: 'Register' }));
    const summary = page.getByRole('alert');
    await expect.element(summary).toHaveTextContent('Enter the traffic file number in digits');
    await expect.element(summary).toHaveTextContent('Accept the terms');
    // The summary (around its alert) holds focus, so the reader starts at the list of problems.
    await expect.poll(() => document.activeElement?.contains(summary.element())).toBe(true);
    const trafficFile = page.getByRole('textbox', { name: /Traffic file number/ });
    await expect
      .element(trafficFile)
      .toHaveAccessibleDescription(/Enter the traffic file number in digits/);
    await userEvent.click(
      page.getByRole('link', { name: /Enter the traffic file number in digits/ }),
    );
    await expect.element(trafficFile).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the details on file, the traffic file and the mobile without spaces once the terms are accepted', async () => {
    const onSubmit = vi.fn();
    await render(
      <DarbRegistrationForm
        labels={labels}
        defaultValues={{ email: 'amal@example.ae' }}
        onSubmit={onSubmit}
      />,
    );
    await userEvent.fill(page.getByRole('textbox', { name: /Traffic file number/ }), '1234567');
    await userEvent.fill(page.getByRole('textbox', { name: /Mobile/ }), '050 123 4567');
    const terms = page.getByRole('checkbox', { name: 'I accept the terms' });
    (terms.element() as HTMLElement).focus();
    await userEvent.keyboard(' ');
    await expect.element(terms).toBeChecked();
    await userEvent.click(page.getByRole('button', { name: 'Register' }));
    expect(onSubmit).toHaveBeenCalledWith({
      trafficFileNumber: '1234567',
      email: 'amal@example.ae',
      mobile: '0501234567',
      acceptTerms: true,
    });
  });

  it('shows the server refusal', async () => {
    await render(
      <DarbRegistrationForm
        labels={labels}
        onSubmit={vi.fn()}
        serverError="Traffic file not found"
      />,
    );
    await expect.element(page.getByText('Traffic file not found')).toBeVisible();
  });
});
