import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../../styles.css';
import { AmountPicker, type AmountPickerLabels } from '../AmountPicker';

const labels: AmountPickerLabels = {
  legend: 'Choose an amount',
  custom: 'Other amount',
  minimumHint: 'The minimum payment amount is AED 10.00.',
  currency: 'AED',
  submit: 'Continue to payment',
  submitting: 'Opening the payment page',
  errorSummaryTitle: 'There is a problem',
  errorPrefix: 'Error:',
};

const options = [
  { amount: 50, label: 'AED 50.00' },
  { amount: 100, label: 'AED 100.00' },
];

/** Core's message keys in words, as the caller's translator gives them. */
const translate = (key: string, values?: Record<string, string | number>) =>
  key === 'form.error.amountMin' ? `Enter at least ${values?.['limit']}` : key;

function deferred() {
  let resolve!: (value: string | void) => void;
  const promise = new Promise<string | void>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

describe('AmountPicker', () => {
  it('the first pill is chosen; arrows move the choice; Enter pays the chosen amount', async () => {
    const onPay = vi.fn();
    await render(
      <AmountPicker
        options={options}
        rules={{ min: 10 }}
        labels={labels}
        translate={translate}
        onPay={onPay}
      />,
    );
    const first = page.getByRole('radio', { name: 'AED 50.00' });
    await expect.element(first).toBeChecked();
    (first.element() as HTMLElement).focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(page.getByRole('radio', { name: 'AED 100.00' })).toBeChecked();
    await userEvent.click(page.getByRole('button', { name: labels.submit }));
    await vi.waitFor(() => expect(onPay).toHaveBeenCalledWith(100));
  });

  it('another amount under the minimum is refused with the reason; focus goes to the summary; the amount stays', async () => {
    const onPay = vi.fn();
    await render(
      <AmountPicker
        options={options}
        rules={{ min: 10 }}
        labels={labels}
        translate={translate}
        onPay={onPay}
      />,
    );
    await userEvent.click(page.getByRole('radio', { name: labels.custom }));
    const field = page.getByRole('textbox', { name: new RegExp(labels.custom) });
    await expect.element(page.getByText(labels.minimumHint as string)).toBeVisible();
    await userEvent.fill(field, '5');
    await userEvent.click(page.getByRole('button', { name: labels.submit }));
    const summary = page.getByRole('alert').first();
    await expect.element(summary).toHaveTextContent('Enter at least 10');
    await vi.waitFor(() =>
      expect(document.activeElement?.textContent).toContain(labels.errorSummaryTitle as string),
    );
    await expect.element(field).toHaveValue('5');
    expect(onPay).not.toHaveBeenCalled();
  });

  it('while paying the button is busy and refuses a second press; a refusal shows in the summary', async () => {
    const attempt = deferred();
    const onPay = vi.fn(() => attempt.promise);
    await render(
      <AmountPicker
        options={options}
        rules={{ min: 10 }}
        labels={labels}
        translate={translate}
        onPay={onPay}
      />,
    );
    const submit = page.getByRole('button', { name: labels.submit });
    (submit.element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(submit).toHaveAttribute('aria-disabled', 'true');
    // Busy, the button keeps focus and a second Enter starts nothing.
    await userEvent.keyboard('{Enter}');
    expect(onPay).toHaveBeenCalledTimes(1);
    attempt.resolve('The provider is not answering.');
    await expect
      .element(page.getByRole('alert').first())
      .toHaveTextContent('The provider is not answering.');
    await expect.element(submit).not.toHaveAttribute('aria-disabled');
  });

  it('a bill preselects the amount due and the button says it; another amount changes the words; a refusal keeps the choice', async () => {
    const onPay = vi.fn(() => 'This bill has already been paid.');
    await render(
      <AmountPicker
        options={[{ amount: 281.17, label: 'AED 281.17' }]}
        defaultAmount={281.17}
        rules={{ min: 1, max: 281.17 }}
        labels={labels}
        translate={translate}
        submitLabelFor={(amount) => `Pay AED ${amount.toFixed(2)}`}
        onPay={onPay}
      />,
    );
    await expect.element(page.getByRole('radio', { name: 'AED 281.17' })).toBeChecked();
    await userEvent.click(page.getByRole('button', { name: 'Pay AED 281.17' }));
    await vi.waitFor(() => expect(onPay).toHaveBeenCalledWith(281.17));
    await expect
      .element(page.getByRole('alert').first())
      .toHaveTextContent('This bill has already been paid.');
    await expect.element(page.getByRole('radio', { name: 'AED 281.17' })).toBeChecked();

    await userEvent.click(page.getByRole('radio', { name: labels.custom }));
    await expect.element(page.getByRole('button', { name: labels.submit })).toBeVisible();
    await userEvent.fill(page.getByRole('textbox', { name: new RegExp(labels.custom) }), '50');
    await expect.element(page.getByRole('button', { name: 'Pay AED 50.00' })).toBeVisible();
    await userEvent.fill(page.getByRole('textbox', { name: new RegExp(labels.custom) }), '300');
    await expect.element(page.getByRole('button', { name: labels.submit })).toBeVisible();
  });
});
