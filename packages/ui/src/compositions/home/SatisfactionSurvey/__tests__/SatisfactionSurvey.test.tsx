import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../../styles.css';
import { UiProvider } from '../../../../provider/UiProvider';
import {
  SatisfactionSurvey,
  type SatisfactionAnswer,
  type SatisfactionSurveyLabels,
  type SatisfactionSurveyState,
} from '../SatisfactionSurvey';

const LABELS: SatisfactionSurveyLabels = {
  title: 'How satisfied are you with the portal?',
  description: 'Your answer helps us improve our services.',
  ratingLegend: 'Your rating',
  ratings: ['Very dissatisfied', 'Dissatisfied', 'Neutral', 'Satisfied', 'Very satisfied'],
  ratingRequired: 'Choose how satisfied you are',
  comment: 'Tell us more',
  optional: '(optional)',
  submit: 'Send feedback',
  submitting: 'Sending your feedback',
  thanksTitle: 'Thank you for your feedback',
  thanksDescription: 'We read every answer.',
  done: 'Done',
  tryAgain: 'Try again',
  errorTone: 'Error',
  close: 'Close',
};

/** The caller's part: sending moves the state on to what `outcome` says. */
function Harness({
  outcome,
  onSubmit,
}: {
  outcome: () => SatisfactionSurveyState;
  onSubmit: (answer: SatisfactionAnswer) => void;
}) {
  const [open, setOpen] = useState(true);
  const [state, setState] = useState<SatisfactionSurveyState>({ status: 'form' });
  return (
    <SatisfactionSurvey
      open={open}
      onOpenChange={setOpen}
      labels={LABELS}
      state={state}
      onSubmit={(answer) => {
        onSubmit(answer);
        setState({ status: 'submitting' });
        setTimeout(() => setState(outcome()), 50);
      }}
    />
  );
}

describe('SatisfactionSurvey', () => {
  it('sends the rating and comment, then thanks with focus on the close button', async () => {
    const onSubmit = vi.fn();
    render(<Harness outcome={() => ({ status: 'thanks' })} onSubmit={onSubmit} />);
    await expect
      .element(page.getByRole('dialog', { name: LABELS.title }))
      .toHaveAccessibleDescription(LABELS.description);
    await page.getByRole('radio', { name: 'Very satisfied', exact: true }).click();
    await page.getByRole('textbox', { name: /Tell us more/ }).fill('  Quick and clear  ');
    await page.getByRole('button', { name: 'Send feedback' }).click();
    expect(onSubmit).toHaveBeenCalledWith({ rating: 5, comment: 'Quick and clear' });
    await expect.element(page.getByText(LABELS.thanksTitle)).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Done' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
  });

  it('names a missing rating and sends nothing; arrow keys choose in RTL', async () => {
    const onSubmit = vi.fn();
    render(
      <UiProvider dir="rtl">
        <Harness outcome={() => ({ status: 'thanks' })} onSubmit={onSubmit} />
      </UiProvider>,
    );
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await expect.element(page.getByText(LABELS.ratingRequired)).toBeVisible();
    await expect
      .element(page.getByRole('radio', { name: 'Very dissatisfied', exact: true }))
      .toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
    // Right-to-left: ArrowLeft moves to the next rating.
    await userEvent.keyboard('{ArrowLeft}');
    await expect
      .element(page.getByRole('radio', { name: 'Dissatisfied', exact: true }))
      .toBeChecked();
    await expect.element(page.getByText(LABELS.ratingRequired)).not.toBeInTheDocument();
  });

  it('after a failure shows the message, keeps the answer, and Try again sends it again', async () => {
    const onSubmit = vi.fn();
    const outcomes: SatisfactionSurveyState[] = [
      { status: 'error', message: 'The survey is closed' },
      { status: 'thanks' },
    ];
    render(
      <Harness outcome={() => outcomes.shift() ?? { status: 'thanks' }} onSubmit={onSubmit} />,
    );
    await page.getByRole('radio', { name: 'Neutral', exact: true }).click();
    await page.getByRole('textbox', { name: /Tell us more/ }).fill('Slow');
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await expect.element(page.getByRole('alert')).toHaveTextContent('The survey is closed');
    await expect.element(page.getByRole('radio', { name: 'Neutral', exact: true })).toBeChecked();
    await expect.element(page.getByRole('textbox', { name: /Tell us more/ })).toHaveValue('Slow');
    await page.getByRole('button', { name: 'Try again' }).click();
    expect(onSubmit).toHaveBeenNthCalledWith(2, { rating: 3, comment: 'Slow' });
    await expect.element(page.getByText(LABELS.thanksTitle)).toBeVisible();
  });

  it('while sending, the button is busy and a second press sends nothing', async () => {
    const onSubmit = vi.fn();
    render(
      <SatisfactionSurvey
        open
        onOpenChange={() => {}}
        labels={LABELS}
        state={{ status: 'submitting' }}
        onSubmit={onSubmit}
      />,
    );
    const send = page.getByRole('button', { name: /Sending your feedback|Send feedback/ });
    await expect.element(send).toBeVisible();
    await send.click({ force: true });
    expect(onSubmit).not.toHaveBeenCalled();
    await expect.element(page.getByRole('radio', { name: 'Neutral', exact: true })).toBeDisabled();
  });
});
