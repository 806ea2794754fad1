import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { homeStoryT, homeWordsLoader } from '../homeStoryWords';
import { assistantOnboardingLabelsOf } from '../views/assistantOnboarding';
import { AssistantOnboarding } from './AssistantOnboarding';
import { NO_ONBOARDING_LABELS } from './noOnboardingLabels';

const meta = {
  title: 'Home/AssistantOnboarding',
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
 * S2.8: the four screens in order, "Step n of 4" on each, Continue three times, then the three
 * ways to start and Finish (the picture shows screen 4).
 */
export const Content: Story = {
  play: async ({ args, loaded, userEvent }) => {
    const labels = assistantOnboardingLabelsOf(homeStoryT(loaded));
    const titles = [labels.aiPowered, labels.greeting, labels.capabilities, labels.start].map(
      (screen) => screen.title,
    );
    for (const [index, title] of titles.entries()) {
      await expect(await screen.findByRole('dialog', { name: title })).toBeVisible();
      await expect(screen.getByText(labels.progress(index + 1, 4))).toBeVisible();
      if (index < 3) await userEvent.click(screen.getByRole('button', { name: labels.continue }));
    }
    await expect(screen.getAllByRole('listitem')).toHaveLength(3);
    await expect(
      screen.getByRole('button', { name: labels.startOptions.askAnything }),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: labels.finish }));
    await waitFor(() => expect(args.onFinish).toHaveBeenCalledWith(undefined));
  },
};

/** Screen 3: the three capability cards. */
export const Capabilities: Story = {
  args: { defaultStep: 2 },
  play: async ({ loaded }) => {
    const labels = assistantOnboardingLabelsOf(homeStoryT(loaded));
    await screen.findByRole('dialog', { name: labels.capabilities.title });
    for (const card of Object.values(labels.capabilityCards)) {
      await expect(screen.getByText(card)).toBeVisible();
    }
  },
};
