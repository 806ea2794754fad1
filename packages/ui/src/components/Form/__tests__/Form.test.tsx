import { accountNumberSchema, nicknameSchema } from '@portal/core';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import * as z from 'zod/mini';
import '../../../styles.css';
import { AmountInput } from '../../AmountInput';
import { Form } from '../Form';
import { FormField } from '../FormField';
import { FormTextField } from '../FormTextField';
import { usePortalForm, type PortalForm } from '../usePortalForm';

const MESSAGES: Record<string, string> = {
  'form.error.required': 'This field is required',
  'form.error.accountNumber': 'Enter a valid account number using digits only',
  'form.error.accountNumberLength': 'The account number must be 10 digits',
  'form.error.specialCharacters': 'Special characters, symbols and emojis are not allowed',
  'form.error.nicknameLength': 'The nickname must be between 3 and 30 characters',
};
const translate = vi.fn((key: string) => MESSAGES[key] ?? key);

const linkAccountSchema = z.object({
  accountNumber: accountNumberSchema('addc'),
  nickname: nicknameSchema(),
});
type LinkAccountInput = z.input<typeof linkAccountSchema>;
type LinkAccountValues = z.output<typeof linkAccountSchema>;

function LinkAccount({
  onSubmit,
  exposeForm,
}: {
  onSubmit: (values: LinkAccountValues) => void;
  exposeForm?: (form: PortalForm<LinkAccountInput, LinkAccountValues>) => void;
}) {
  const form = usePortalForm({
    schema: linkAccountSchema,
    defaultValues: { accountNumber: '', nickname: '' },
    translate,
    idPrefix: 'link',
  });
  exposeForm?.(form);
  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      errorSummaryTitle="There is a problem"
      errorPrefix="Error:"
      optionalMarker="(optional)"
    >
      <FormTextField<LinkAccountInput>
        name="accountNumber"
        label="Account number"
        required
        inputMode="numeric"
        maxLength={10}
      />
      <FormTextField<LinkAccountInput> name="nickname" label="Nickname" />
      <button type="submit">Link account</button>
    </Form>
  );
}

const accountNumber = () => page.getByRole('textbox', { name: 'Account number' });
const nickname = () => page.getByRole('textbox', { name: 'Nickname (optional)' });
const submit = () => userEvent.click(page.getByRole('button', { name: 'Link account' }));
/** The summary is rendered after the asynchronous schema check: wait for it to hold focus. */
const summaryHasFocus = () =>
  vi.waitFor(() => expect(document.activeElement?.getAttribute('data-slot')).toBe('error-summary'));

describe('Form with usePortalForm', () => {
  it('on a failed submit keeps the values, lists each translated error and focuses the summary', async () => {
    const onSubmit = vi.fn();
    await render(<LinkAccount onSubmit={onSubmit} />);
    await userEvent.type(accountNumber(), '12ab');
    await userEvent.type(nickname(), 'Home :)');
    await submit();

    await summaryHasFocus();
    await expect.element(page.getByRole('alert')).toHaveTextContent('There is a problem');
    const links = page
      .getByRole('link')
      .elements()
      .map((link) => link.textContent);
    expect(links).toEqual([
      'Enter a valid account number using digits only',
      'Special characters, symbols and emojis are not allowed',
    ]);
    await expect.element(accountNumber()).toHaveValue('12ab');
    await expect.element(nickname()).toHaveValue('Home :)');
    await expect
      .element(accountNumber())
      .toHaveAccessibleDescription('Error: Enter a valid account number using digits only');
    await expect.element(nickname()).toHaveAttribute('aria-invalid', 'true');
    expect(translate).toHaveBeenCalledWith('form.error.accountNumber');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('links each summary line to its field', async () => {
    await render(<LinkAccount onSubmit={vi.fn()} />);
    await submit();
    await userEvent.click(page.getByRole('link', { name: 'This field is required' }));
    await expect.element(accountNumber()).toHaveFocus();
  });

  it('focuses the summary again on a second failed submit', async () => {
    await render(<LinkAccount onSubmit={vi.fn()} />);
    await submit();
    await summaryHasFocus();
    await userEvent.click(accountNumber());
    await userEvent.keyboard('123');
    await submit();
    await summaryHasFocus();
    await expect
      .element(page.getByRole('link', { name: 'The account number must be 10 digits' }))
      .toBeVisible();
  });

  it('submits the parsed values once every field is valid, and clears the summary', async () => {
    const onSubmit = vi.fn();
    await render(<LinkAccount onSubmit={onSubmit} />);
    await submit();
    await userEvent.type(accountNumber(), '0123456789');
    await userEvent.type(nickname(), '  بيتي  ');
    await submit();
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ accountNumber: '0123456789', nickname: 'بيتي' });
    expect(document.querySelector('[data-slot="error-summary"]')).toBeNull();
  });

  it('shows server refusals on a field and on the whole form, in the words given', async () => {
    let form: PortalForm<LinkAccountInput, LinkAccountValues> | undefined;
    await render(<LinkAccount onSubmit={vi.fn()} exposeForm={(current) => (form = current)} />);
    translate.mockClear();
    form!.setServerError('root', 'We could not reach the provider');
    form!.setServerError('accountNumber', 'This account is already linked');
    await summaryHasFocus();
    await expect.element(page.getByText('We could not reach the provider')).toBeVisible();
    await expect
      .element(page.getByRole('link', { name: 'This account is already linked' }))
      .toBeVisible();
    await expect
      .element(accountNumber())
      .toHaveAccessibleDescription('Error: This account is already linked');
    // Server words are not message keys: they are never passed to translate.
    expect(translate).not.toHaveBeenCalledWith('This account is already linked');
  });

  it('connects any control through FormField and its render prop', async () => {
    const schema = z.object({
      amount: z.string().check(z.minLength(1, { error: 'form.error.required' })),
    });
    const onSubmit = vi.fn();
    function TopUp() {
      const form = usePortalForm({ schema, defaultValues: { amount: '' }, translate });
      return (
        <Form
          form={form}
          onSubmit={onSubmit}
          errorSummaryTitle="There is a problem"
          errorPrefix="Error:"
        >
          <FormField name="amount" label="Amount" required>
            {(control) => <AmountInput currency="AED" {...control} />}
          </FormField>
          <button type="submit">Pay</button>
        </Form>
      );
    }
    await render(<TopUp />);
    await userEvent.click(page.getByRole('button', { name: 'Pay' }));
    await expect.element(page.getByRole('link', { name: 'This field is required' })).toBeVisible();
    await userEvent.type(page.getByRole('textbox', { name: 'Amount' }), '5x0.5');
    await userEvent.click(page.getByRole('button', { name: 'Pay' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ amount: '50.5' });
  });

  it('refuses to render a connected field outside a Form, naming it', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(render(<FormTextField name="x" label="X" />)).rejects.toThrow(
      /FormField must be inside a <Form>/,
    );
    spy.mockRestore();
  });
});
