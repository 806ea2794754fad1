import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { homeStoryT, homeWordsLoader } from '../homeStoryWords';
import { assistantOnboardingLabelsOf } from '../views/assistantOnboarding';
import { AssistantOnboarding } from './AssistantOnboarding';
import { NO_ONBOARDING_LABELS } from './noOnboardingLabels';

const meta = {
  title: 'Home/AssistantOnboarding/Features',
  component: AssistantOnboarding,
  args: { open: true, onOpenChange: fn(), labels: NO_ONBOARDING_LABELS, onFinish: fn() },
  argTypes: { labels: { control: false } },
  loaders: [homeWordsLoader],
  render: (args, { loaded }) => (
    <AssistantOnboarding {...args} labels={assistantOnboardingLabelsOf(homeStoryT(loaded))} />
  ),
} satisfies Meta<typeof AssistantOnboarding>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * On a 320 px phone (the dialog 288 px wide) screen 4's three options and Finish fit: nothing
 * scrolls sideways; an option finishes with its choice.
 */
export const Narrow: Story = {
  // A style, not a class: as in the Dialog's own Narrow story (`max-w-modal` would win over a class).
  args: { defaultStep: 3, style: { maxWidth: 288 } },
  play: async ({ args, loaded, userEvent }) => {
    const labels = assistantOnboardingLabelsOf(homeStoryT(loaded));
    const dialog = await screen.findByRole('dialog', { name: labels.start.title });
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(288);
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
    await userEvent.click(screen.getByRole('button', { name: labels.startOptions.allServices }));
    await expect(args.onFinish).toHaveBeenCalledWith('allServices');
  },
};
