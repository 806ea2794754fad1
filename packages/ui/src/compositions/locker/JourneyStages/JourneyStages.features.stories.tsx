import { appointmentPath, journeyOf, type Journey } from '@portal/core';
import { getJourneyById } from '@portal/core/api/applications';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SANDBOX_STORY_NOW, sandboxData, sandboxStory } from '../../../storybook/sandboxStory';
import { storyLocale } from '../../../storybook/storyLocale';
import { journeyStagesLabelsOf } from '../views/journey';
import { asDemoUser, lockerStoryT, lockerWordsLoader } from '../lockerStoryWords';
import { journeyViewOf } from '../views/journey';
import { JourneyStages } from './JourneyStages';

const meta = {
  title: 'Locker/JourneyStages/Features',
  component: JourneyStages,
  loaders: [lockerWordsLoader],
  args: { state: { status: 'loading' }, labels: {} as never },
  argTypes: { state: { control: false }, labels: { control: false } },
} satisfies Meta<typeof JourneyStages>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 320 CSS px wide: stage names, status tags and appointment links wrap; nothing scrolls sideways. */
export const Narrow: Story = {
  parameters: sandboxStory({
    as: 'normal',
    load: async ({ client }): Promise<Journey> =>
      journeyOf((await getJourneyById(asDemoUser(client), 'jr-0001'))?.raw),
  }),
  render: (args, { loaded, globals }) => {
    const t = lockerStoryT(loaded);
    const locale = storyLocale(globals);
    return (
      <div className="w-[320px]" data-testid="narrow">
        <JourneyStages
          {...args}
          labels={journeyStagesLabelsOf(t)}
          state={{
            status: 'ready',
            data: journeyViewOf(sandboxData<Journey>(loaded), t, locale, SANDBOX_STORY_NOW, (id) =>
              appointmentPath(locale, id),
            ),
          }}
        />
      </div>
    );
  },
  play: async ({ canvas }) => {
    const box = canvas.getByTestId('narrow');
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
  },
};
