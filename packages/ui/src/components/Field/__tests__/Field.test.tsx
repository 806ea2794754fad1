import type { ComponentPropsWithRef } from 'react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../styles.css';
import { Field } from '../Field';
import { useFieldControl } from '../useFieldControl';

function PlainInput(props: ComponentPropsWithRef<'input'>) {
  return <input {...props} {...useFieldControl(props)} />;
}

describe('Field', () => {
  it('names its control by the label and describes it with the hint, then the prefixed error', async () => {
    await render(
      <Field
        label="Account number"
        hint="On your latest bill"
        error="Enter digits only"
        errorPrefix="Error:"
      >
        <PlainInput />
      </Field>,
    );
    const input = page.getByRole('textbox', { name: 'Account number' });
    await expect
      .element(input)
      .toHaveAccessibleDescription('On your latest bill Error: Enter digits only');
    await expect.element(input).toHaveAttribute('aria-invalid', 'true');
    // The prefix is for screen readers only: the visible error reads as the message alone.
    const prefix = page.getByText('Error:').element() as HTMLElement;
    expect(prefix.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  });

  it('is not invalid and has no description without hint or error', async () => {
    await render(
      <Field label="Nickname">
        <PlainInput />
      </Field>,
    );
    const input = page.getByRole('textbox', { name: 'Nickname' }).element();
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBeNull();
  });

  it('speaks required through aria-required and keeps the required marker out of the name', async () => {
    await render(
      <Field
        label="Account number"
        required
        requiredMarker="(required)"
        optionalMarker="(optional)"
      >
        <PlainInput />
      </Field>,
    );
    const input = page.getByRole('textbox', { name: 'Account number', exact: true });
    await expect.element(input).toHaveAttribute('aria-required', 'true');
    await expect.element(page.getByText('(required)')).toBeVisible();
    await expect.element(page.getByText('(optional)')).not.toBeInTheDocument();
  });

  it('puts the optional marker in the name of a field that is not required', async () => {
    await render(
      <Field label="Nickname" optionalMarker="(optional)" requiredMarker="(required)">
        <PlainInput />
      </Field>,
    );
    const input = page.getByRole('textbox', { name: 'Nickname (optional)' });
    await expect.element(input).toBeVisible();
    expect(input.element().getAttribute('aria-required')).toBeNull();
  });

  it("honours a control's own id and descriptions instead of dropping them", async () => {
    await render(
      <>
        <p id="extra">Shown on the bill</p>
        <Field label="Account number" hint="Ten digits">
          <PlainInput id="account-number" aria-describedby="extra" />
        </Field>
      </>,
    );
    const input = page.getByRole('textbox', { name: 'Account number' });
    await expect.element(input).toHaveAttribute('id', 'account-number');
    await expect.element(input).toHaveAccessibleDescription('Ten digits Shown on the bill');
  });

  it('uses the given controlId for the label target', async () => {
    await render(
      <Field label="Account number" controlId="acct">
        <PlainInput />
      </Field>,
    );
    await expect
      .element(page.getByRole('textbox', { name: 'Account number' }))
      .toHaveAttribute('id', 'acct');
  });

  it('passes id, data and aria attributes through to its root', async () => {
    await render(
      <Field label="Account number" id="field-root" data-testid="root" aria-busy="true">
        <PlainInput />
      </Field>,
    );
    const root = page.getByTestId('root').element();
    expect(root.id).toBe('field-root');
    expect(root.getAttribute('aria-busy')).toBe('true');
    expect(root.getAttribute('data-slot')).toBe('field');
  });
});
