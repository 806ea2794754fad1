import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../styles.css';
import { UiProvider } from '../../../provider/UiProvider';
import { RadioGroup, type RadioGroupOption } from '../RadioGroup';

const OPTIONS: readonly RadioGroupOption[] = [
  { value: 'card', label: 'Card', hint: 'Visa or Mastercard' },
  { value: 'wallet', label: 'Wallet' },
  { value: 'bank', label: 'Bank transfer' },
];

const radio = (name: string) => page.getByRole('radio', { name });

describe('RadioGroup', () => {
  it('is named by its legend and described by its hint and error, and marked invalid', async () => {
    await render(
      <RadioGroup
        legend="How do you want to pay?"
        hint="You can change this later."
        error="Choose how to pay"
        options={OPTIONS}
      />,
    );
    const group = page.getByRole('radiogroup', { name: 'How do you want to pay?' });
    await expect
      .element(group)
      .toHaveAccessibleDescription('You can change this later. Choose how to pay');
    await expect.element(group).toHaveAttribute('aria-invalid', 'true');
    await expect.element(radio('Card')).toHaveAccessibleDescription('Visa or Mastercard');
  });

  it('is not marked invalid and has no description without hint or error', async () => {
    await render(<RadioGroup legend="Pay with" options={OPTIONS} />);
    const group = page.getByRole('radiogroup', { name: 'Pay with' }).element();
    expect(group.hasAttribute('aria-invalid')).toBe(false);
    expect(group.hasAttribute('aria-describedby')).toBe(false);
  });

  it('selects by clicking a label and reports the value', async () => {
    const onValueChange = vi.fn();
    await render(<RadioGroup legend="Pay with" options={OPTIONS} onValueChange={onValueChange} />);
    await userEvent.click(page.getByText('Wallet'));
    await expect.element(radio('Wallet')).toBeChecked();
    expect(onValueChange).toHaveBeenLastCalledWith('wallet');
  });

  it('follows a controlled value and leaves the choice to the caller', async () => {
    function Controlled() {
      const [value, setValue] = useState('bank');
      return (
        <>
          <RadioGroup legend="Pay with" options={OPTIONS} value={value} onValueChange={() => {}} />
          <button type="button" onClick={() => setValue('card')}>
            Pick card
          </button>
        </>
      );
    }
    await render(<Controlled />);
    await expect.element(radio('Bank transfer')).toBeChecked();
    await userEvent.click(page.getByText('Wallet'));
    await expect.element(radio('Bank transfer')).toBeChecked();
    await userEvent.click(page.getByRole('button', { name: 'Pick card' }));
    await expect.element(radio('Card')).toBeChecked();
  });

  it('is one tab stop; the down arrow moves and selects, wrapping at the end', async () => {
    await render(
      <>
        <button type="button">Before</button>
        <RadioGroup legend="Pay with" options={OPTIONS} defaultValue="wallet" />
        <button type="button">After</button>
      </>,
    );
    (page.getByRole('button', { name: 'Before' }).element() as HTMLElement).focus();
    await userEvent.tab();
    await expect.element(radio('Wallet')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(radio('Bank transfer')).toHaveFocus();
    await expect.element(radio('Bank transfer')).toBeChecked();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(radio('Card')).toBeChecked();
    await userEvent.tab();
    await expect.element(page.getByRole('button', { name: 'After' })).toHaveFocus();
  });

  it.each([
    ['ltr', '{ArrowRight}', '{ArrowLeft}'],
    ['rtl', '{ArrowLeft}', '{ArrowRight}'],
  ] as const)(
    'in %s the arrow pointing along the reading direction goes to the next option',
    async (dir, forward, backward) => {
      await render(
        <UiProvider dir={dir}>
          <div dir={dir}>
            <RadioGroup
              legend="Pay with"
              options={OPTIONS}
              orientation="horizontal"
              defaultValue="card"
            />
          </div>
        </UiProvider>,
      );
      // The row is laid out in the reading direction: the next option sits on the forward side.
      const card = radio('Card').element().getBoundingClientRect();
      const wallet = radio('Wallet').element().getBoundingClientRect();
      expect(wallet.left > card.left).toBe(dir === 'ltr');

      (radio('Card').element() as HTMLElement).focus();
      await userEvent.keyboard(forward);
      await expect.element(radio('Wallet')).toBeChecked();
      await userEvent.keyboard(backward);
      await expect.element(radio('Card')).toBeChecked();
    },
  );

  it('skips disabled options', async () => {
    await render(
      <RadioGroup
        legend="Pay with"
        defaultValue="card"
        options={[OPTIONS[0]!, { ...OPTIONS[1]!, disabled: true }, OPTIONS[2]!]}
      />,
    );
    await expect.element(radio('Wallet')).toBeDisabled();
    (radio('Card').element() as HTMLElement).focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(radio('Bank transfer')).toBeChecked();
  });

  it('submits the chosen value with a form', async () => {
    let submitted: FormData | undefined;
    await render(
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submitted = new FormData(event.currentTarget);
        }}
      >
        <RadioGroup legend="Pay with" name="method" options={OPTIONS} />
        <button type="submit">Send</button>
      </form>,
    );
    await userEvent.click(page.getByText('Bank transfer'));
    await userEvent.click(page.getByRole('button', { name: 'Send' }));
    expect(submitted?.get('method')).toBe('bank');
  });

  it('passes id, data attributes and ref through to the group', async () => {
    const ref = createRef<HTMLDivElement>();
    await render(
      <RadioGroup
        ref={ref}
        id="pay-method"
        data-testid="group"
        legend="Pay with"
        options={OPTIONS}
      />,
    );
    const group = page.getByRole('radiogroup').element();
    expect(group.id).toBe('pay-method');
    expect(group.getAttribute('data-testid')).toBe('group');
    expect(ref.current).toBe(group);
    expect(group.getAttribute('data-slot')).toBe('radio-group');
  });
});
