import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { homeStoryT, homeWordsLoader } from '../homeStoryWords';
import { satisfactionSurveyLabelsOf } from '../views/satisfactionSurvey';
import { SatisfactionSurvey } from './SatisfactionSurvey';

const meta = {
  title: 'Home/SatisfactionSurvey/Features',
  component: SatisfactionSurvey,
  args: {
    open: true,
    onOpenChange: fn(),
    labels: {
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
    },
    state: { status: 'form' },
    onSubmit: fn(),
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
 * On a 320 px phone (the dialog 288 px wide, 1 rem from each edge) the five ratings, the comment
 * and the button fit: nothing scrolls sideways.
 */
export const Narrow: Story = {
  // A style, not a class: as in the Dialog's own Narrow story (`max-w-modal` would win over a class).
  args: { style: { maxWidth: 288 } },
  play: async ({ loaded }) => {
    const labels = satisfactionSurveyLabelsOf(homeStoryT(loaded));
    const dialog = await screen.findByRole('dialog', { name: labels.title });
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(288);
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
    await expect(screen.getAllByRole('radio')).toHaveLength(5);
  },
};
