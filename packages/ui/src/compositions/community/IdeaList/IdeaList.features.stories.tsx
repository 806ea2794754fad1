import {
  getIdeaList,
  getIdeaTopics,
  type IdeaList as IdeaListAnswer,
  type IdeaTopic,
} from '@portal/core/api/community';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sandboxData, sandboxStory } from '../../../storybook/sandboxStory';
import { storyLocale } from '../../../storybook/storyLocale';
import { communityStoryT, communityWordsLoader } from '../communityStoryWords';
import { ideaCardOf, ideaListLabelsOf } from '../views/ideas';
import { IdeaList } from './IdeaList';

const meta = {
  title: 'Community/IdeaList/Features',
  component: IdeaList,
  loaders: [communityWordsLoader],
  args: { state: { status: 'loading' }, labels: {} as never },
  argTypes: { state: { control: false }, labels: { control: false } },
} satisfies Meta<typeof IdeaList>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The three most supported ideas at 320 CSS px: one card a row, titles wrap, each status tag drops
 * under its title; nothing scrolls sideways.
 */
export const Narrow: Story = {
  parameters: sandboxStory({
    load: async ({ client }): Promise<{ list: IdeaListAnswer; topics: IdeaTopic[] }> => ({
      list: await getIdeaList(client, { sort: 'mostSupported', pageSize: 3 }),
      topics: await getIdeaTopics(client),
    }),
  }),
  render: (args, { loaded, globals }) => {
    const t = communityStoryT(loaded);
    const locale = storyLocale(globals);
    const { list, topics } = sandboxData<{ list: IdeaListAnswer; topics: IdeaTopic[] }>(loaded);
    return (
      <div className="w-[320px]" data-testid="narrow">
        <IdeaList
          {...args}
          labels={ideaListLabelsOf(t)}
          state={{
            status: 'ready',
            data: list.items.map((idea) => ideaCardOf(idea, topics, t, locale)),
          }}
        />
      </div>
    );
  },
  play: async ({ canvas }) => {
    const box = canvas.getByTestId('narrow');
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};
