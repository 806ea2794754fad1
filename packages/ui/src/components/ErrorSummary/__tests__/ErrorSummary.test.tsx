import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../styles.css';
import { Field } from '../../Field';
import { TextInput } from '../../TextInput';
import { ErrorSummary } from '../ErrorSummary';

const ERRORS = [
  { fieldId: 'account', message: 'Enter your account number' },
  { fieldId: 'nickname', message: 'Special characters are not allowed' },
];

function Page({ withSummary = true }: { withSummary?: boolean }) {
  return (
    <>
      {withSummary && <ErrorSummary title="There is a problem" errors={ERRORS} />}
      <div style={{ height: '150vh' }} />
      <Field
        label="Account number"
        controlId="account"
        error="Enter your account number"
        errorPrefix="Error:"
      >
        <TextInput />
      </Field>
      <div style={{ height: '150vh' }} />
      <Field
        label="Nickname"
        controlId="nickname"
        error="Special characters are not allowed"
        errorPrefix="Error:"
      >
        <TextInput />
      </Field>
    </>
  );
}

describe('ErrorSummary', () => {
  it('takes focus when it appears and holds its content in an alert', async () => {
    await render(<Page />);
    const alert = page.getByRole('alert');
    await expect.element(alert).toBeVisible();
    await expect
      .element(page.getByRole('heading', { level: 2, name: 'There is a problem' }))
      .toBeVisible();
    const summary = document.querySelector<HTMLElement>('[data-slot="error-summary"]')!;
    expect(summary.tabIndex).toBe(-1);
    expect(document.activeElement).toBe(summary);
  });

  it('lists each error as a link that focuses its field and scrolls the field into view', async () => {
    await render(<Page />);
    await userEvent.keyboard('{Tab}');
    const link = page.getByRole('link', { name: 'Special characters are not allowed' });
    await userEvent.click(link);
    const nickname = page.getByRole('textbox', { name: 'Nickname' });
    await expect.element(nickname).toHaveFocus();
    // The label is on screen too, not just the box.
    const label = page.getByText('Nickname').element().getBoundingClientRect();
    expect(label.top).toBeGreaterThanOrEqual(0);
    expect(label.top).toBeLessThan(window.innerHeight);
    expect(location.hash).toBe('');
  });

  it('follows a link with Enter', async () => {
    await render(<Page />);
    await userEvent.tab();
    await expect
      .element(page.getByRole('link', { name: 'Enter your account number' }))
      .toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('textbox', { name: 'Account number' })).toHaveFocus();
  });

  it('renders nothing without errors, and can be focused again through its ref', async () => {
    const ref = createRef<HTMLDivElement>();
    const { rerender } = await render(
      <ErrorSummary ref={ref} title="There is a problem" errors={[]} />,
    );
    expect(document.querySelector('[data-slot="error-summary"]')).toBeNull();
    await rerender(
      <ErrorSummary ref={ref} title="There is a problem" errors={ERRORS} focusOnMount={false} />,
    );
    expect(document.activeElement).not.toBe(ref.current);
    ref.current?.focus();
    expect(document.activeElement).toBe(ref.current);
  });

  it('shows a problem no field owns as a line without a link, and a description', async () => {
    await render(
      <ErrorSummary
        title="There is a problem"
        description="We could not link the account."
        errors={[{ message: 'This account is already linked' }]}
      />,
    );
    await expect.element(page.getByText('This account is already linked')).toBeVisible();
    await expect.element(page.getByText('We could not link the account.')).toBeVisible();
    expect(page.getByRole('link').all()).toHaveLength(0);
  });
});
