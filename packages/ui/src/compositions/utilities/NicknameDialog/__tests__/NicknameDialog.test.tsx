import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../../styles.css';
import { NicknameDialog, type NicknameDialogLabels } from '../NicknameDialog';

const labels: NicknameDialogLabels = {
  nickname: 'New nickname',
  nicknameHint: '3 to 30 letters, digits or spaces.',
  save: 'Save nickname',
  saving: 'Saving',
  cancel: 'Cancel',
  close: 'Close',
  errorSummaryTitle: 'There is a problem',
  errorPrefix: 'Error:',
};

const translate = (key: string) => `message ${key}`;

function renderDialog(onSave: (nickname: string) => Promise<string | void> | string | void) {
  const onOpenChange = vi.fn();
  return {
    onOpenChange,
    rendering: render(
      <NicknameDialog
        open
        onOpenChange={onOpenChange}
        title="Edit the nickname of Summer house"
        defaultNickname="Summer house"
        labels={labels}
        translate={translate}
        onSave={onSave}
      />,
    ),
  };
}

const field = () => page.getByRole('textbox', { name: /New nickname/ });
const save = () => page.getByRole('button', { name: labels.save });

describe('NicknameDialog', () => {
  it('starts with the current nickname and hands over the trimmed new one', async () => {
    const onSave = vi.fn();
    await renderDialog(onSave).rendering;
    await expect.element(page.getByRole('dialog', { name: /Summer house/ })).toBeVisible();
    await expect.element(field()).toHaveValue('Summer house');
    await userEvent.fill(field(), '  Beach villa  ');
    await userEvent.click(save());
    await vi.waitFor(() => expect(onSave).toHaveBeenCalledWith('Beach villa'));
  });

  it('refuses a colon with core’s rule: nothing is sent, the input stays, the summary takes focus', async () => {
    const onSave = vi.fn();
    await renderDialog(onSave).rendering;
    await userEvent.fill(field(), 'Villa: main');
    await userEvent.click(save());
    const summary = page.getByRole('alert').first();
    await expect.element(summary).toHaveTextContent('message form.error.specialCharacters');
    await expect
      .element(page.getByRole('link', { name: /form.error.specialCharacters/ }))
      .toBeVisible();
    await vi.waitFor(() =>
      expect(document.activeElement?.closest('[data-slot="error-summary"]')).not.toBeNull(),
    );
    await expect.element(field()).toHaveValue('Villa: main');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('a blank nickname is required, not saved', async () => {
    const onSave = vi.fn();
    await renderDialog(onSave).rendering;
    await userEvent.fill(field(), '   ');
    await userEvent.click(save());
    await expect
      .element(page.getByRole('alert').first())
      .toHaveTextContent('message form.error.required');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal on the field and keeps what was typed', async () => {
    await renderDialog(async () => 'The nickname is already used by another account.').rendering;
    await userEvent.fill(field(), 'Office');
    await userEvent.click(save());
    await expect
      .element(page.getByRole('alert').first())
      .toHaveTextContent('The nickname is already used by another account.');
    await expect.element(field()).toHaveAttribute('aria-invalid', 'true');
    await expect.element(field()).toHaveValue('Office');
  });

  it('Cancel closes without saving', async () => {
    const onSave = vi.fn();
    const { onOpenChange, rendering } = renderDialog(onSave);
    await rendering;
    await userEvent.click(page.getByRole('button', { name: labels.cancel }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onSave).not.toHaveBeenCalled();
  });
});
