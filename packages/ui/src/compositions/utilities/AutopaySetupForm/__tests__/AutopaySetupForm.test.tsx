import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../../styles.css';
import { AutopaySetupForm, type AutopaySetupFormLabels } from '../AutopaySetupForm';

const labels: AutopaySetupFormLabels = {
  day: 'Payment day',
  dayHint: 'If a month is shorter, we pay on its last day.',
  placeholder: 'Choose a day',
  submit: 'Save autopay',
  submitting: 'Saving',
  errorSummaryTitle: 'There is a problem',
  errorPrefix: 'Error:',
};

const translate = (key: string) => `message ${key}`;

describe('AutopaySetupForm', () => {
  it('offers 1st to 31st in sentences and hands over the chosen day', async () => {
    const onSave = vi.fn();
    await render(
      <AutopaySetupForm
        labels={labels}
        translate={translate}
        locale="en"
        optionLabel={(ordinal) => `The ${ordinal} of every month`}
        onSave={onSave}
      />,
    );
    const day = page.getByRole('combobox', { name: 'Payment day' });
    await expect
      .element(page.getByRole('option', { name: 'The 31st of every month' }))
      .toBeInTheDocument();
    await expect
      .element(page.getByRole('option', { name: 'The 22nd of every month' }))
      .toBeInTheDocument();
    await userEvent.selectOptions(day, '31');
    await userEvent.click(page.getByRole('button', { name: 'Save autopay' }));
    await vi.waitFor(() => expect(onSave).toHaveBeenCalledWith({ dayOfMonth: 31 }));
  });

  it('refuses a missing day with core’s message, in the summary, which takes focus', async () => {
    const onSave = vi.fn();
    await render(
      <AutopaySetupForm labels={labels} translate={translate} locale="en" onSave={onSave} />,
    );
    await userEvent.click(page.getByRole('button', { name: 'Save autopay' }));
    const summary = page.getByRole('alert');
    await expect.element(summary).toHaveTextContent('message form.error.autopayDay');
    await expect
      .element(page.getByRole('link', { name: 'message form.error.autopayDay' }))
      .toHaveAttribute('href', expect.stringMatching(/dayOfMonth$/));
    expect(onSave).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal in the summary and keeps the day', async () => {
    await render(
      <AutopaySetupForm
        labels={labels}
        translate={translate}
        locale="ar-AE"
        defaultDay={12}
        onSave={() => 'This account cannot be paid automatically.'}
      />,
    );
    const day = page.getByRole('combobox', { name: 'Payment day' });
    await expect.element(day).toHaveValue('12');
    await expect.element(page.getByRole('option', { name: 'الثاني عشر' })).toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Save autopay' }));
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('This account cannot be paid automatically.');
    await expect.element(day).toHaveValue('12');
  });
});
