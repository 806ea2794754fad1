import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../../styles.css';
import { fakeCaptcha } from '../../../../components/Captcha/fakeCaptchaProvider';
import { FeedbackForm, type FeedbackFormLabels, type FeedbackSendOutcome } from '../FeedbackForm';

const labels: FeedbackFormLabels = {
  heading: 'Send us your feedback',
  name: 'Your name',
  email: 'Email address',
  topic: 'Topic',
  topicPlaceholder: 'Choose a topic',
  topics: [
    { value: 'question', label: 'A question' },
    { value: 'suggestion', label: 'A suggestion' },
  ],
  message: 'Your message',
  messageCount: ({ length, limit }) => `${length} of ${limit} characters`,
  captcha: 'Security check',
  submit: 'Send feedback',
  submitting: 'Sending your feedback',
  errorSummaryTitle: 'There is a problem',
  errorPrefix: 'Error:',
  sentHeading: 'Thank you, we have your feedback',
  sentReference: (reference) => `Your reference number is ${reference}.`,
  sendAnother: 'Send more feedback',
  errorHeading: 'We couldn’t send your feedback',
  errorBody: 'Nothing was sent.',
};

const messages: Record<string, string> = {
  'form.error.required': 'This field is required',
  'form.error.feedbackNameRequired': 'Enter your name',
  'form.error.feedbackEmailRequired': 'Enter your email address',
  'form.error.feedbackTopic': 'Choose a topic',
  'form.error.feedbackMessageRequired': 'Enter your message',
  'form.error.email': 'Enter a valid email address',
  'form.error.feedbackMessageLength': 'The message must be between 10 and 2,000 characters',
  'form.error.captcha': 'Confirm that you are not a robot',
};

function setup(onSend: (values: unknown) => Promise<FeedbackSendOutcome>) {
  const fake = fakeCaptcha();
  const spy = vi.fn(onSend);
  const ui = (
    <FeedbackForm
      labels={labels}
      translate={(key) => messages[key] ?? key}
      captcha={fake.provider}
      onSend={spy}
      homeAction={<a href="/en">Home</a>}
    />
  );
  return { fake, onSend: spy, ui };
}

const name = () => page.getByRole('textbox', { name: /Your name/ });
const email = () => page.getByRole('textbox', { name: /Email address/ });
const topic = () => page.getByRole('combobox', { name: /Topic/ });
const message = () => page.getByRole('textbox', { name: /Your message/ });
const submit = () => page.getByRole('button', { name: 'Send feedback' });

async function fillGood() {
  await userEvent.fill(name(), 'Mariam');
  await userEvent.fill(email(), 'mariam@example.ae');
  await userEvent.selectOptions(topic(), 'suggestion');
  await userEvent.fill(message(), 'Please add the opening hours.');
}

describe('FeedbackForm', () => {
  it('names every missing field in the summary, which takes focus', async () => {
    const { onSend, ui } = setup(async () => ({ kind: 'failed' }));
    await render(ui);
    await userEvent.click(submit());
    const summary = page.getByRole('alert');
    // Each line names its field, not only "This field is required".
    for (const line of [
      'Enter your name',
      'Enter your email address',
      'Choose a topic',
      'Enter your message',
    ])
      await expect.element(summary).toHaveTextContent(line);
    await expect.element(summary).not.toHaveTextContent(/This field is required/);
    await expect.element(summary).toHaveTextContent(/Confirm that you are not a robot/);
    expect(document.activeElement?.getAttribute('data-slot')).toBe('error-summary');
    expect(onSend).not.toHaveBeenCalled();
  });

  it('refuses a bad email and keeps what was typed', async () => {
    const { ui } = setup(async () => ({ kind: 'failed' }));
    await render(ui);
    await fillGood();
    await userEvent.fill(email(), 'mariam@');
    await userEvent.click(submit());
    await expect.element(page.getByRole('alert')).toHaveTextContent(/Enter a valid email address/);
    await expect.element(email()).toHaveValue('mariam@');
    await expect.element(name()).toHaveValue('Mariam');
    await expect.element(message()).toHaveValue('Please add the opening hours.');
    await expect.element(email()).toHaveAccessibleDescription(/Enter a valid email address/);
  });

  it('sends the values and the token, then shows the reference and a way to send another', async () => {
    const { onSend, ui } = setup(async () => ({ kind: 'sent', referenceNumber: 'FB-000001' }));
    await render(ui);
    await fillGood();
    await userEvent.click(page.getByRole('button', { name: 'Pass the check' }));
    await userEvent.click(submit());
    await expect.element(page.getByText('Your reference number is FB-000001.')).toBeVisible();
    expect(onSend).toHaveBeenCalledWith({
      name: 'Mariam',
      email: 'mariam@example.ae',
      topic: 'suggestion',
      message: 'Please add the opening hours.',
      captchaToken: 'fake-token',
    });
    await expect.element(page.getByRole('link', { name: 'Home' })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Send more feedback' }));
    await expect.element(name()).toHaveValue('');
  });

  it('shows a refused captcha in the summary, keeps the text and resets the captcha', async () => {
    const { fake, ui } = setup(async () => ({
      kind: 'refused',
      fieldErrors: { captchaToken: 'The security check failed.' },
    }));
    await render(ui);
    await fillGood();
    await userEvent.click(page.getByRole('button', { name: 'Pass the check' }));
    await userEvent.click(submit());
    await expect.element(page.getByRole('alert')).toHaveTextContent(/The security check failed\./);
    expect(fake.counts.resets).toBe(1);
    await expect.element(message()).toHaveValue('Please add the opening hours.');
  });

  it('shows the error state when sending failed, the form kept', async () => {
    const { ui } = setup(async () => ({ kind: 'failed' }));
    await render(ui);
    await fillGood();
    await userEvent.click(page.getByRole('button', { name: 'Pass the check' }));
    await userEvent.click(submit());
    await expect.element(page.getByText('We couldn’t send your feedback')).toBeVisible();
    await expect.element(name()).toHaveValue('Mariam');
  });
});
