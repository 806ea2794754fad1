import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../styles.css';
import { Field } from '../../Field';
import { Checkbox } from '../Checkbox';

describe('Checkbox', () => {
  it('is named by its label, described by its hint, and toggled by Space', async () => {
    const onCheckedChange = vi.fn();
    await render(
      <Checkbox label="Email me my bills" hint="Once a month" onCheckedChange={onCheckedChange} />,
    );
    const box = page.getByRole('checkbox', { name: 'Email me my bills' });
    await expect.element(box).toHaveAccessibleDescription('Once a month');
    await userEvent.tab();
    await expect.element(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect.element(box).toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect.element(box).not.toBeChecked();
  });

  it('toggles when its label is clicked', async () => {
    await render(<Checkbox label="Email me my bills" />);
    await userEvent.click(page.getByText('Email me my bills'));
    await expect.element(page.getByRole('checkbox')).toBeChecked();
  });

  it('can be controlled', async () => {
    function Controlled() {
      const [checked, setChecked] = useState(true);
      return (
        <>
          <Checkbox label="Autopay" checked={checked} onCheckedChange={setChecked} />
          <output>{String(checked)}</output>
        </>
      );
    }
    await render(<Controlled />);
    const box = page.getByRole('checkbox', { name: 'Autopay' });
    await expect.element(box).toBeChecked();
    await userEvent.click(box);
    await expect.element(box).not.toBeChecked();
    await expect.element(page.getByText('false')).toBeVisible();
  });

  it('submits with its form under its name and value', async () => {
    let submitted: FormData | undefined;
    await render(
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submitted = new FormData(event.currentTarget);
        }}
      >
        <Checkbox label="Agree" name="terms" value="yes" defaultChecked />
        <button type="submit">Send</button>
      </form>,
    );
    await userEvent.click(page.getByRole('button', { name: 'Send' }));
    expect(submitted?.get('terms')).toBe('yes');
  });

  it('takes the error of a Field around it and offers a 24 px target', async () => {
    await render(
      <Field label="Terms" error="Accept the terms to continue" errorPrefix="Error:">
        <Checkbox label="I accept the terms" hint="Read them first" />
      </Field>,
    );
    const box = page.getByRole('checkbox', { name: 'Terms I accept the terms' });
    await expect.element(box).toHaveAttribute('aria-invalid', 'true');
    await expect
      .element(box)
      .toHaveAccessibleDescription('Error: Accept the terms to continue Read them first');
    const rect = box.element().getBoundingClientRect();
    expect(rect.width).toBeGreaterThanOrEqual(24);
    expect(rect.height).toBeGreaterThanOrEqual(24);
  });
});
