import type { Application } from '@portal/core';
import { getCombinedList } from '@portal/core/api/applications';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SANDBOX_STORY_NOW, sandboxData, sandboxStory } from '../../../storybook/sandboxStory';
import { storyLocale } from '../../../storybook/storyLocale';
import { asDemoUser, lockerStoryT, lockerWordsLoader } from '../lockerStoryWords';
import { applicationCardOf } from '../views/applications';
import { ApplicationCard } from './ApplicationCard';

const meta = {
  title: 'Locker/ApplicationCard',
  component: ApplicationCard,
  loaders: [lockerWordsLoader],
  args: {} as never,
} satisfies Meta<typeof ApplicationCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const CODES_SHOWN = [1, 2, 4, 5];

/**
 * Four requests of the demo user from the sandbox: initiated (estimated date), action required
 * (attention), completed (success mark) and rejected (neutral), each with its SLA bar in words.
 */
export const Content: Story = {
  parameters: sandboxStory({
    as: 'normal',
    load: async ({ client }) =>
      (await getCombinedList(asDemoUser(client), { addDrafts: false, addDelegated: false })).items,
  }),
  render: (_args, { loaded, globals }) => {
    const t = lockerStoryT(loaded);
    const items = sandboxData<Application[]>(loaded);
    const shown = CODES_SHOWN.map((code) => items.find((item) => item.statusCode === code)).filter(
      (item): item is Application => item !== undefined,
    );
    return (
      <ul className="grid gap-4 sm:grid-cols-2">
        {shown.map((application) => {
          const card = applicationCardOf(application, t, storyLocale(globals), SANDBOX_STORY_NOW);
          return <ApplicationCard key={card.id} {...card} />;
        })}
      </ul>
    );
  },
  play: async ({ canvas }) => {
    const bars = canvas.getAllByRole('progressbar');
    await expect(bars).toHaveLength(4);
    for (const bar of bars) await expect(bar).toHaveAccessibleName();
    await expect(bars[2]).toHaveAttribute('aria-valuenow', '100');
  },
};
