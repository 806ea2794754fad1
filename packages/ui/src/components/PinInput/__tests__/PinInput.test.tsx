import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../styles.css';
import { UiProvider } from '../../../provider/UiProvider';
import { PinInput, type PinInputProps } from '../PinInput';

const digitLabel = (position: number, length: number) => `Digit ${position} of ${length}`;

function Pin(props: Partial<PinInputProps>) {
  return <PinInput label="Enter your PIN" digitLabel={digitLabel} {...props} />;
}

// Password inputs have no ARIA role: find the boxes by their names through the DOM instead.
const boxes = () => [
  ...document.querySelectorAll<HTMLInputElement>('[data-slot="pin-input-digit"]'),
];
const boxNamed = (position: number) =>
  boxes().find((input) => input.getAttribute('aria-label') === `Digit ${position} of 4`)!;

function paste(target: HTMLElement, text: string) {
  const data = new DataTransfer();
  data.setData('text/plain', text);
  target.dispatchEvent(
    new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
  );
}

describe('PinInput', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('is a group named by its label, with four masked, numeric, unremembered boxes', async () => {
    await render(<Pin hint="Four digits" />);
    await expect.element(page.getByRole('group', { name: 'Enter your PIN' })).toBeVisible();
    expect(boxes()).toHaveLength(4);
    boxes().forEach((input, index) => {
      expect(input.type).toBe('password');
      expect(input.getAttribute('aria-label')).toBe(`Digit ${index + 1} of 4`);
      expect(input.getAttribute('autocomplete')).toBe('off');
      expect(input.inputMode).toBe('numeric');
    });
    await expect.element(boxNamed(1)).toHaveAccessibleDescription('Four digits');
  });

  it('reads the error with every box and marks them invalid', async () => {
    await render(<Pin hint="Four digits" error="Wrong PIN. Please try again." />);
    for (const input of boxes()) {
      expect(input.getAttribute('aria-invalid')).toBe('true');
      await expect
        .element(input)
        .toHaveAccessibleDescription('Four digits Wrong PIN. Please try again.');
    }
  });

  it('focuses the first box when the label is clicked, then fills the boxes as digits are typed', async () => {
    const onValueChange = vi.fn();
    const onComplete = vi.fn();
    await render(<Pin onValueChange={onValueChange} onComplete={onComplete} />);
    await userEvent.click(page.getByText('Enter your PIN'));
    expect(document.activeElement).toBe(boxNamed(1));
    await userEvent.keyboard('1234');
    expect(boxes().map((input) => input.value)).toEqual(['1', '2', '3', '4']);
    expect(onValueChange.mock.calls.map(([value]) => value)).toEqual(['1', '12', '123', '1234']);
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith('1234');
  });

  it('refuses anything but digits', async () => {
    const onValueChange = vi.fn();
    await render(<Pin onValueChange={onValueChange} />);
    boxNamed(1).focus();
    await userEvent.keyboard('a1 b-2');
    expect(boxes().map((input) => input.value)).toEqual(['1', '2', '', '']);
    expect(onValueChange).toHaveBeenLastCalledWith('12');
  });

  it('reads Arabic-Indic digits as Latin, typed through input events or keys', async () => {
    const onComplete = vi.fn();
    await render(<Pin onComplete={onComplete} />);
    boxNamed(1).focus();
    // Playwright inserts characters of another script as text (the touch keyboard path)…
    await userEvent.keyboard('١٢٣');
    // …and a desktop Arabic keyboard sends a key whose value is the Arabic-Indic digit.
    document.activeElement!.dispatchEvent(
      new KeyboardEvent('keydown', { key: '٤', bubbles: true, cancelable: true }),
    );
    await vi.waitFor(() => expect(onComplete).toHaveBeenCalledWith('1234'));
    expect(boxes().map((input) => input.value)).toEqual(['1', '2', '3', '4']);
  });

  it.each([
    ['1 2 3 4', '1234'],
    [' 1234 ', '1234'],
    ['١٢٣٤', '1234'],
    ['12-34', '1234'],
    ['123456', '1234'],
  ])('pastes %j as %j', async (text, expected) => {
    const onComplete = vi.fn();
    await render(<Pin onComplete={onComplete} />);
    boxNamed(1).focus();
    paste(boxNamed(1), text);
    await vi.waitFor(() => expect(onComplete).toHaveBeenCalledWith(expected));
    expect(
      boxes()
        .map((input) => input.value)
        .join(''),
    ).toBe(expected);
  });

  it('removes the digit before an empty box with one Backspace, and typing puts it back in place', async () => {
    const onValueChange = vi.fn();
    await render(<Pin onValueChange={onValueChange} />);
    boxNamed(1).focus();
    await userEvent.keyboard('12');
    await userEvent.keyboard('{Backspace}');
    await vi.waitFor(() => expect(onValueChange).toHaveBeenLastCalledWith('1'));
    await userEvent.keyboard('5');
    await vi.waitFor(() => expect(onValueChange).toHaveBeenLastCalledWith('15'));
    expect(boxes().map((input) => input.value)).toEqual(['1', '5', '', '']);
  });

  it('clears the last box of a full PIN with Backspace and keeps the place', async () => {
    const onValueChange = vi.fn();
    await render(<Pin onValueChange={onValueChange} />);
    boxNamed(1).focus();
    await userEvent.keyboard('1234');
    await userEvent.keyboard('{Backspace}');
    await vi.waitFor(() => expect(onValueChange).toHaveBeenLastCalledWith('123'));
    await userEvent.keyboard('9');
    await vi.waitFor(() => expect(onValueChange).toHaveBeenLastCalledWith('1239'));
  });

  it('keeps the boxes and their order left to right in Arabic, arrows moving visually', async () => {
    await render(
      <UiProvider dir="rtl">
        <div dir="rtl">
          <Pin label="أدخل رمز التعريف الشخصي" />
        </div>
      </UiProvider>,
    );
    const [first, second, third] = [boxNamed(1), boxNamed(2), boxNamed(3)];
    expect(first.getBoundingClientRect().left).toBeLessThan(second.getBoundingClientRect().left);
    // The label follows the page: it starts at the right edge.
    const label = page.getByText('أدخل رمز التعريف الشخصي').element().getBoundingClientRect();
    expect(label.right).toBeGreaterThan(second.getBoundingClientRect().right);

    first.focus();
    await userEvent.keyboard('12');
    expect(first.value).toBe('1');
    expect(second.value).toBe('2');
    expect(document.activeElement).toBe(third);
    await userEvent.keyboard('{ArrowLeft}');
    await vi.waitFor(() => expect(document.activeElement).toBe(second));
    await userEvent.keyboard('{ArrowRight}');
    await vi.waitFor(() => expect(document.activeElement).toBe(third));
  });

  it('follows a controlled value', async () => {
    function Controlled() {
      const [value, setValue] = useState('12');
      return (
        <>
          <Pin value={value} onValueChange={setValue} />
          <button type="button" onClick={() => setValue('')}>
            Reset
          </button>
        </>
      );
    }
    await render(<Controlled />);
    expect(boxes().map((input) => input.value)).toEqual(['1', '2', '', '']);
    await userEvent.click(page.getByRole('button', { name: 'Reset' }));
    await vi.waitFor(() => expect(boxes().every((input) => input.value === '')).toBe(true));
  });

  it('puts the PIN in a hidden form field only when given a name', async () => {
    let submitted: FormData | undefined;
    const { rerender } = await render(
      <form>
        <Pin />
      </form>,
    );
    expect(document.querySelector('input[type="hidden"]')).toBeNull();
    await rerender(
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submitted = new FormData(event.currentTarget);
        }}
      >
        <Pin name="pinCode" />
      </form>,
    );
    boxNamed(1).focus();
    await userEvent.keyboard('4321');
    await userEvent.keyboard('{Enter}');
    await vi.waitFor(() => expect(submitted?.get('pinCode')).toBe('4321'));
  });

  it('never logs or stores the PIN', async () => {
    const consoleCalls = (['log', 'info', 'debug', 'warn', 'error'] as const).map((method) =>
      vi.spyOn(console, method),
    );
    localStorage.clear();
    sessionStorage.clear();
    await render(<Pin />);
    boxNamed(1).focus();
    await userEvent.keyboard('9876');
    for (const call of consoleCalls) expect(call).not.toHaveBeenCalled();
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(document.body.innerHTML).not.toContain('9876');
  });
});
