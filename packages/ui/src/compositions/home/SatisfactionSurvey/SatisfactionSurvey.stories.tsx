import { submitFeedback } from '@portal/core/api/portal';
import { isPortalError } from '@portal/core/client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { sandboxData, sandboxStory } from '../../../storybook/sandboxStory';
import { homeStoryT, homeWordsLoader } from '../homeStoryWords';
import { satisfactionSurveyLabelsOf } from '../views/satisfactionSurvey';
import { SatisfactionSurvey, type SatisfactionSurveyLabels } from './SatisfactionSurvey';

const NO_LABELS: SatisfactionSurveyLabels = {
  title: '',
  description: '',
  ratingLegend: '',
  ratings: ['', '', '', '', ''],
  ratingRequired: '',
  comment: '',
  optional: '',
  submit: '',
  submitting: '',
  thanksTitle: '',
  thanksDescription: '',
  done: '',
  tryAgain: '',
  errorTone: '',
  close: '',
};

const meta = {
  title: 'Home/SatisfactionSurvey',
  component: SatisfactionSurvey,
  args: {
    open: true,
    onOpenChange: fn(),
    labels: NO_LABELS,
    state: { status: 'form' },
    onSubmit: fn(),
    commentMaxLength: 1000,
  },
  argTypes: { labels: { control: false } },
  loaders: [homeWordsLoader],
  render: (args, { loaded }) => (
    <SatisfactionSurvey {...args} labels={satisfactionSurveyLabelsOf(homeStoryT(loaded))} />
  ),
} satisfies Meta<typeof SatisfactionSurvey>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * S2.9 default: a rating from 1 to 5 and an optional comment. Sending without a rating names the
 * missing rating and moves to it; with one, the answer goes to `onSubmit`.
 */
export const Content: Story = {
  play: async ({ args, loaded, userEvent }) => {
    const labels = satisfactionSurveyLabelsOf(homeStoryT(loaded));
    const dialog = await screen.findByRole('dialog', { name: labels.title });
    await expect(dialog).toHaveAccessibleDescription(labels.description);
    await userEvent.click(screen.getByRole('button', { name: labels.submit }));
    await expect(await screen.findByText(labels.ratingRequired)).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: labels.ratings[0] })).toHaveFocus(),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('radio', { name: labels.ratings[3] }));
    await userEvent.type(screen.getByRole('textbox', { name: new RegExp(labels.comment) }), 'Fast');
    await userEvent.click(screen.getByRole('button', { name: labels.submit }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ rating: 4, comment: 'Fast' }));
  },
};

/** After sending: the thanks, announced, and Close takes focus. */
export const Thanks: Story = {
  args: { state: { status: 'thanks' } },
  play: async ({ loaded }) => {
    const labels = satisfactionSurveyLabelsOf(homeStoryT(loaded));
    await expect(await screen.findByText(labels.thanksTitle)).toBeVisible();
    await waitFor(() => expect(screen.getByRole('button', { name: labels.done })).toHaveFocus());
  },
};

/** The sandbox refused the answer (503 with a message): the server's words and "Try again". */
export const Error: Story = {
  args: { state: { status: 'form' } },
  parameters: sandboxStory({
    load: ({ clientWithFault }) =>
      submitFeedback(clientWithFault('503,message=The survey is closed for maintenance'), {
        lang: 'en',
        rating: 4,
      }).catch((error: unknown) => error),
  }),
  render: (args, { loaded }) => {
    const t = homeStoryT(loaded);
    const error = sandboxData(loaded);
    const message =
      isPortalError(error) && error.userMessage.type === 'server'
        ? error.userMessage.text
        : t('something.wentWrong');
    return (
      <SatisfactionSurvey
        {...args}
        state={{ status: 'error', message }}
        labels={satisfactionSurveyLabelsOf(t)}
      />
    );
  },
  play: async ({ loaded }) => {
    const labels = satisfactionSurveyLabelsOf(homeStoryT(loaded));
    // The alert region is there before its words (so they are announced): wait for the words.
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('The survey is closed for maintenance'));
    await expect(screen.getByRole('button', { name: labels.tryAgain })).toBeVisible();
  },
};
