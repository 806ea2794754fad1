import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../styles.css';
import { Field } from '../../Field';
import { TextInput } from '../TextInput';

describe('TextInput', () => {
  it('is reached with Tab and takes typing, reporting each value', async () => {
    const onValueChange = vi.fn();
    await render(
      <Field label="Nickname">
        <TextInput onValueChange={onValueChange} />
      </Field>,
    );
    await userEvent.tab();
    const input = page.getByRole('textbox', { name: 'Nickname' });
    await expect.element(input).toHaveFocus();
    await userEvent.keyboard('Home');
    await expect.element(input).toHaveValue('Home');
    expect(onValueChange).toHaveBeenLastCalledWith('Home');
  });

  it('can be controlled', async () => {
    function Controlled() {
      const [value, setValue] = useState('ab');
      return (
        <>
          <TextInput
            aria-label="Code"
            value={value}
            onValueChange={(next) => setValue(next.toUpperCase())}
          />
          <output>{value}</output>
        </>
      );
    }
    await render(<Controlled />);
    const input = page.getByRole('textbox', { name: 'Code' });
    await userEvent.type(input, 'c');
    await expect.element(input).toHaveValue('ABC');
  });

  it('passes ref, name, type and native attributes through to the input', async () => {
    const ref = createRef<HTMLInputElement>();
    await render(
      <TextInput
        ref={ref}
        aria-label="Email"
        name="email"
        type="email"
        maxLength={40}
        data-testid="x"
      />,
    );
    expect(ref.current?.tagName).toBe('INPUT');
    expect(ref.current?.name).toBe('email');
    expect(ref.current?.type).toBe('email');
    expect(ref.current?.maxLength).toBe(40);
    expect(ref.current?.dataset['slot']).toBe('text-input');
  });

  it('takes its invalid state and description from the Field, and offers a 44 px target', async () => {
    await render(
      <Field label="Account number" error="Enter digits only" errorPrefix="Error:" required>
        <TextInput />
      </Field>,
    );
    const input = page.getByRole('textbox', { name: 'Account number' });
    await expect.element(input).toHaveAttribute('aria-invalid', 'true');
    await expect.element(input).toHaveAttribute('aria-required', 'true');
    await expect.element(input).toHaveAccessibleDescription('Error: Enter digits only');
    expect(input.element().getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  });
});
