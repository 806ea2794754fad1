import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../styles.css';
import { UiProvider } from '../../../provider/UiProvider';
import { Field } from '../../Field';
import { AmountInput } from '../AmountInput';
import { sanitizeAmountText } from '../sanitizeAmountText';

/** A paste as the browser delivers it: the new value, then an input event of type insertFromPaste. */
function paste(input: HTMLInputElement, value: string) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  setValue.call(input, value);
  input.dispatchEvent(
    new InputEvent('input', { bubbles: true, inputType: 'insertFromPaste', data: value }),
  );
}

describe('sanitizeAmountText', () => {
  it('keeps digits and the first decimal separator, and nothing else', () => {
    expect(sanitizeAmountText('12a3.4.5')).toBe('123.45');
    expect(sanitizeAmountText(' AED 1 250 ')).toBe('1250');
    expect(sanitizeAmountText('-5')).toBe('5');
    expect(sanitizeAmountText('')).toBe('');
  });

  it('reads Arabic-Indic digits and the Arabic decimal separator', () => {
    expect(sanitizeAmountText('١٢٫٥')).toBe('12.5');
    expect(sanitizeAmountText('۱۲۳')).toBe('123');
  });

  it('drops commas (thousands) unless a comma was just typed as the decimal key', () => {
    expect(sanitizeAmountText('1,250.50')).toBe('1250.50');
    expect(sanitizeAmountText('12,', { commaIsDecimal: true })).toBe('12.');
  });

  it('never rounds or pads what was typed', () => {
    expect(sanitizeAmountText('0010.123')).toBe('0010.123');
    expect(sanitizeAmountText('.5')).toBe('.5');
  });
});

describe('AmountInput', () => {
  it('asks phones for the decimal keypad and keeps only digits and one separator as typed', async () => {
    const onValueChange = vi.fn();
    await render(
      <Field label="Amount">
        <AmountInput currency="AED" onValueChange={onValueChange} />
      </Field>,
    );
    const input = page.getByRole('textbox', { name: 'Amount' });
    await expect.element(input).toHaveAttribute('inputmode', 'decimal');
    await userEvent.type(input, '12a3.4.5');
    await expect.element(input).toHaveValue('123.45');
    expect(onValueChange).toHaveBeenLastCalledWith('123.45');
  });

  it('reads Arabic-Indic digits and a typed comma as the decimal point', async () => {
    await render(<AmountInput aria-label="Amount" currency="درهم" />);
    const input = page.getByRole('textbox', { name: 'Amount' });
    await userEvent.type(input, '١٢,٥');
    await expect.element(input).toHaveValue('12.5');
  });

  it('drops the thousands separators of a pasted amount', async () => {
    await render(<AmountInput aria-label="Amount" currency="AED" />);
    const input = page.getByRole('textbox', { name: 'Amount' }).element() as HTMLInputElement;
    paste(input, '1,250.50');
    await expect.element(page.getByRole('textbox')).toHaveValue('1250.50');
  });

  it('keeps the caret where it was when a key is refused', async () => {
    await render(<AmountInput aria-label="Amount" currency="AED" />);
    const input = page.getByRole('textbox', { name: 'Amount' });
    await userEvent.type(input, '25');
    await userEvent.keyboard('{Home}x9');
    await expect.element(input).toHaveValue('925');
  });

  it('keeps what was typed on blur: no rounding or formatting', async () => {
    await render(<AmountInput aria-label="Amount" currency="AED" />);
    const input = page.getByRole('textbox', { name: 'Amount' });
    await userEvent.type(input, '10.5');
    await userEvent.tab();
    await expect.element(input).toHaveValue('10.5');
  });

  it('is described by the currency and the limits text', async () => {
    await render(
      <Field label="Amount" hint="Top up your wallet">
        <AmountInput currency="AED" limitsText="The minimum payment amount is AED 10." />
      </Field>,
    );
    await expect
      .element(page.getByRole('textbox', { name: 'Amount' }))
      .toHaveAccessibleDescription('Top up your wallet AED The minimum payment amount is AED 10.');
  });

  it('shows the currency at the inline start: left in English, right in Arabic', async () => {
    for (const [dir, startIsLeft] of [
      ['ltr', true],
      ['rtl', false],
    ] as const) {
      const { unmount } = await render(
        <UiProvider dir={dir}>
          <div dir={dir} className="w-64">
            <AmountInput aria-label="Amount" currency="AED" />
          </div>
        </UiProvider>,
      );
      const field = page.getByRole('textbox').element().getBoundingClientRect();
      const currency = page.getByText('AED').element().getBoundingClientRect();
      expect(currency.left < field.left).toBe(startIsLeft);
      await unmount();
    }
  });

  it('draws the whole box in the danger colour while its Field is in error', async () => {
    await render(
      <Field label="Amount" error="Enter a valid amount" errorPrefix="Error:">
        <AmountInput currency="AED" />
      </Field>,
    );
    const input = page.getByRole('textbox', { name: 'Amount' }).element();
    const box = input.parentElement!;
    const danger = document.createElement('span');
    danger.className = 'border-status-danger-line border-2';
    document.body.append(danger);
    expect(getComputedStyle(box).borderTopColor).toBe(getComputedStyle(danger).borderTopColor);
    danger.remove();
  });

  it('is controlled by value and onValueChange', async () => {
    const onValueChange = vi.fn();
    await render(
      <AmountInput aria-label="Amount" currency="AED" value="50" onValueChange={onValueChange} />,
    );
    const input = page.getByRole('textbox', { name: 'Amount' });
    await userEvent.type(input, '0');
    expect(onValueChange).toHaveBeenLastCalledWith('500');
    // The caller did not take the new value, so the field still shows its own.
    await expect.element(input).toHaveValue('50');
  });
});
