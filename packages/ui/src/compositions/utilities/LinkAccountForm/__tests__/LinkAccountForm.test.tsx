import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../../styles.css';
import { LinkAccountForm, type LinkAccountFormLabels } from '../LinkAccountForm';

const labels: LinkAccountFormLabels = {
  accountNumber: 'Account number',
  nickname: 'Nickname',
  nicknameHint: '3 to 30 letters, digits or spaces.',
  info: 'You can find your account number on your latest bill.',
  submit: 'Verify and link',
  submitting: 'Linking',
  errorSummaryTitle: 'There is a problem',
  errorPrefix: 'Error:',
  plan: 'Plan',
};

const translate = (key: string) => `message ${key}`;

function fields() {
  return {
    number: page.getByRole('textbox', { name: /Account number/ }),
    nickname: page.getByRole('textbox', { name: /Nickname/ }),
    submit: page.getByRole('button', { name: labels.submit }),
  };
}

describe('LinkAccountForm', () => {
  it('ADDC: the field stops at ten digits; ten digits and a nickname are handed over', async () => {
    const onLink = vi.fn();
    await render(
      <LinkAccountForm entity="addc" labels={labels} translate={translate} onLink={onLink} />,
    );
    const { number, nickname, submit } = fields();
    await expect.element(page.getByText(labels.info as string)).toBeVisible();
    await userEvent.fill(number, '12345678901');
    await expect.element(number).toHaveValue('1234567890');
    await userEvent.fill(nickname, 'Summer house');
    await userEvent.click(submit);
    await vi.waitFor(() =>
      expect(onLink).toHaveBeenCalledWith({
        accountNumber: '1234567890',
        nickname: 'Summer house',
        mobilePlanType: undefined,
      }),
    );
  });

  it('nine digits are refused by core’s rule; the summary takes focus and the input stays', async () => {
    const onLink = vi.fn();
    await render(
      <LinkAccountForm entity="addc" labels={labels} translate={translate} onLink={onLink} />,
    );
    const { number, submit } = fields();
    await userEvent.fill(number, '123456789');
    await userEvent.click(submit);
    await expect
      .element(page.getByRole('alert').first())
      .toHaveTextContent('message form.error.accountNumberLength');
    await vi.waitFor(() =>
      expect(document.activeElement?.textContent).toContain(labels.errorSummaryTitle as string),
    );
    await expect.element(number).toHaveValue('123456789');
    expect(onLink).not.toHaveBeenCalled();
  });

  it('the server’s refusal shows on the form, submitted with Enter; everything typed stays', async () => {
    const onLink = vi.fn(async () => 'The account 0000123456 was not found.');
    await render(
      <LinkAccountForm entity="aadc" labels={labels} translate={translate} onLink={onLink} />,
    );
    const { number } = fields();
    await userEvent.fill(number, '0000123456');
    await userEvent.keyboard('{Enter}');
    await expect
      .element(page.getByRole('alert').first())
      .toHaveTextContent('The account 0000123456 was not found.');
    await expect.element(number).toHaveValue('0000123456');
  });

  it('a mobile operator: the first plan is chosen, arrows change it, and the plan is handed over', async () => {
    const onLink = vi.fn();
    await render(
      <LinkAccountForm
        entity="du"
        labels={labels}
        translate={translate}
        plans={[
          { value: 1, label: 'Prepaid' },
          { value: 3, label: 'Postpaid' },
        ]}
        onLink={onLink}
      />,
    );
    const prepaid = page.getByRole('radio', { name: 'Prepaid' });
    await expect.element(prepaid).toBeChecked();
    (prepaid.element() as HTMLElement).focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(page.getByRole('radio', { name: 'Postpaid' })).toBeChecked();
    const { number, submit } = fields();
    await userEvent.fill(number, '0501234567');
    await userEvent.click(submit);
    await vi.waitFor(() =>
      expect(onLink).toHaveBeenCalledWith(expect.objectContaining({ mobilePlanType: 3 })),
    );
  });
});
