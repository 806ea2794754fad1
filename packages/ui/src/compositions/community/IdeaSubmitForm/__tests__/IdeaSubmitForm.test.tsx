import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../../styles.css';
import {
  IdeaSubmitForm,
  type IdeaDraftSaveOutcome,
  type IdeaSendOutcome,
  type IdeaSubmitFormLabels,
  type IdeaSubmitFormProps,
} from '../IdeaSubmitForm';

const labels: IdeaSubmitFormLabels = {
  heading: 'Share an idea',
  title: 'Title',
  titleCount: ({ length, limit }) => `${length} of ${limit} characters`,
  description: 'Description',
  descriptionCount: ({ length, limit }) => `${length} of ${limit} characters`,
  topic: 'Topic',
  topicPlaceholder: 'Choose a topic',
  attachment: 'Attachment (optional)',
  attachmentUploading: 'Attaching the file…',
  attachmentAttached: (name) => `Attached: ${name}`,
  removeAttachment: 'Remove the attachment',
  consentLabel: 'Sharing',
  consent: 'I agree that my idea is shown to everyone',
  submit: 'Send idea',
  submitting: 'Sending your idea…',
  saveDraft: 'Save as draft',
  savingDraft: 'Saving the draft…',
  errorSummaryTitle: 'There is a problem',
  errorPrefix: 'Error:',
  sentHeading: 'Your idea is sent',
  sentBody: 'You can follow it in My ideas.',
  sendAnother: 'Share another idea',
  errorHeading: 'Your idea could not be sent',
  errorBody: 'Something went wrong. What you typed is kept.',
  draftFailed: 'The draft could not be saved.',
  empty: 'There is no topic to file an idea under.',
  loading: 'Loading',
  retry: 'Try again',
  retrying: 'Trying again',
};

const messages: Record<string, string> = {
  'form.error.ideaTitleRequired': 'Enter a title for your idea',
  'form.error.ideaDescriptionRequired': 'Describe your idea',
  'form.error.ideaTopic': 'Choose a topic',
  'form.error.ideaConsent': 'Agree to share your idea to send it',
  'form.error.ideaDraftEmpty': 'Enter a title or a description to save a draft',
};

const DESCRIPTION = 'Cold drinking water at bus stations would help people in the heat.';

function setup(props: Partial<IdeaSubmitFormProps> = {}) {
  const onSend = vi.fn<(values: unknown) => Promise<IdeaSendOutcome>>(async () => ({
    kind: 'sent',
  }));
  const onSaveDraft = vi.fn<(values: unknown) => Promise<IdeaDraftSaveOutcome>>(async () => ({
    kind: 'saved',
    message: 'Draft saved.',
  }));
  const ui = (
    <IdeaSubmitForm
      labels={labels}
      translate={(key) => messages[key] ?? key}
      state={{
        status: 'ready',
        data: {
          topics: [
            { value: 'transport', label: 'Public transport' },
            { value: 'health', label: 'Health' },
          ],
        },
      }}
      onSend={onSend}
      onSaveDraft={onSaveDraft}
      sentAction={<a href="/en/tamm-by-you/ideas/my-ideas">Go to My ideas</a>}
      {...props}
    />
  );
  return { ui, onSend, onSaveDraft };
}

const title = () => page.getByRole('textbox', { name: /^Title/ });
const description = () => page.getByRole('textbox', { name: /^Description/ });
const topic = () => page.getByRole('combobox', { name: /^Topic/ });
const consent = () => page.getByRole('checkbox', { name: /I agree/ });

describe('IdeaSubmitForm', () => {
  it('refuses an idea without a title: the summary names it, takes focus, the rest stays', async () => {
    const { ui, onSend } = setup();
    await render(ui);
    await userEvent.fill(description(), DESCRIPTION);
    await userEvent.selectOptions(topic(), 'transport');
    await userEvent.click(consent());
    await userEvent.click(page.getByRole('button', { name: 'Send idea' }));
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await expect.element(summary).toHaveTextContent(/Enter a title for your idea/);
    await expect.element(page.getByRole('link', { name: /Enter a title/ })).toBeVisible();
    expect(document.activeElement?.getAttribute('data-slot')).toBe('error-summary');
    expect(onSend).not.toHaveBeenCalled();
    await expect.element(description()).toHaveValue(DESCRIPTION);
    await expect.element(topic()).toHaveValue('transport');
    await expect.element(consent()).toBeChecked();

    await userEvent.fill(title(), '  Water fountains at bus stations ');
    await userEvent.click(page.getByRole('button', { name: 'Send idea' }));
    await expect.element(page.getByRole('link', { name: 'Go to My ideas' })).toBeVisible();
    expect(onSend).toHaveBeenCalledWith({
      title: 'Water fountains at bus stations',
      description: DESCRIPTION,
      topicId: 'transport',
      consent: true,
    });
  });

  it("shows the server's refusal in the summary and keeps what was typed", async () => {
    const { ui } = setup({
      onSend: async () => ({ kind: 'refused', message: 'Choose a topic from the list' }),
    });
    await render(ui);
    await userEvent.fill(title(), 'Water fountains at bus stations');
    await userEvent.fill(description(), DESCRIPTION);
    await userEvent.selectOptions(topic(), 'health');
    await userEvent.click(consent());
    await userEvent.click(page.getByRole('button', { name: 'Send idea' }));
    await expect
      .element(page.getByRole('alert').filter({ hasText: 'There is a problem' }))
      .toHaveTextContent(/Choose a topic from the list/);
    expect(document.activeElement?.getAttribute('data-slot')).toBe('error-summary');
    await expect.element(title()).toHaveValue('Water fountains at bus stations');
  });

  it('saves an unfinished draft, and refuses an empty one with the draft rule', async () => {
    const { ui, onSaveDraft } = setup();
    await render(ui);
    await userEvent.click(page.getByRole('button', { name: 'Save as draft' }));
    await expect
      .element(page.getByRole('alert').filter({ hasText: 'There is a problem' }))
      .toHaveTextContent(/Enter a title or a description to save a draft/);
    expect(onSaveDraft).not.toHaveBeenCalled();

    await userEvent.fill(title(), 'Night bus');
    await userEvent.click(page.getByRole('button', { name: 'Save as draft' }));
    await expect.element(page.getByText('Draft saved.')).toBeVisible();
    expect(onSaveDraft).toHaveBeenCalledWith({ title: 'Night bus' });
  });

  it('starts from a resumed draft, with its notice', async () => {
    const { ui } = setup({
      state: {
        status: 'ready',
        data: {
          topics: [{ value: 'transport', label: 'Public transport' }],
          initial: { title: 'Night bus to the islands', topicId: 'transport' },
          notice: 'You are continuing your draft.',
        },
      },
    });
    await render(ui);
    await expect.element(title()).toHaveValue('Night bus to the islands');
    await expect.element(topic()).toHaveValue('transport');
    await expect.element(page.getByText('You are continuing your draft.')).toBeVisible();
  });

  it('says when the form cannot be drawn: error with retry, and no topic', async () => {
    const onRetry = vi.fn();
    const { ui } = setup({
      state: { status: 'error', message: 'The topics could not be loaded.', onRetry },
    });
    const screen = await render(ui);
    await expect.element(page.getByText('The topics could not be loaded.').first()).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    await screen.rerender(setup({ state: { status: 'ready', data: { topics: [] } } }).ui);
    await expect.element(page.getByText('There is no topic to file an idea under.')).toBeVisible();
  });

  it('attaches a chosen file and sends its id; a refused file is named under the field', async () => {
    const onAttach = vi.fn(async (file: File) =>
      file.name === 'plan.pdf'
        ? ({ kind: 'attached', attachment: { fileId: 'f-1', name: 'plan.pdf' } } as const)
        : ({ kind: 'refused', message: 'Choose a PDF, JPEG or PNG file' } as const),
    );
    const { ui, onSend } = setup({ onAttach });
    await render(ui);
    const input = page.getByLabelText(/^Attachment/);
    await userEvent.upload(input, new File(['x'], 'notes.txt', { type: 'text/plain' }));
    // Under the field (its description) and in the error summary.
    await expect.element(input).toHaveAccessibleDescription(/Choose a PDF, JPEG or PNG file/);
    await expect.element(input).toHaveAttribute('aria-invalid', 'true');

    await userEvent.upload(input, new File(['%PDF'], 'plan.pdf', { type: 'application/pdf' }));
    await expect.element(page.getByText('Attached: plan.pdf')).toBeVisible();
    await userEvent.fill(title(), 'Water fountains at bus stations');
    await userEvent.fill(description(), DESCRIPTION);
    await userEvent.selectOptions(topic(), 'transport');
    await userEvent.click(consent());
    await userEvent.click(page.getByRole('button', { name: 'Send idea' }));
    await expect.element(page.getByRole('link', { name: 'Go to My ideas' })).toBeVisible();
    expect(onSend).toHaveBeenCalledWith(expect.objectContaining({ attachmentFileId: 'f-1' }));
  });
});
