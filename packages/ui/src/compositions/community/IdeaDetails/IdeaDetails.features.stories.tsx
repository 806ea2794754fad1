import {
  getIdeaDetails,
  getIdeaTopics,
  type IdeaDetails as IdeaDetailsAnswer,
  type IdeaTopic,
} from '@portal/core/api/community';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../../../components/Button';
import { sandboxData, sandboxStory } from '../../../storybook/sandboxStory';
import { storyLocale } from '../../../storybook/storyLocale';
import { communityStoryT, communityWordsLoader } from '../communityStoryWords';
import { ideaDetailsLabelsOf, ideaDetailsOf } from '../views/ideas';
import { IdeaDetails } from './IdeaDetails';

const meta = {
  title: 'Community/IdeaDetails/Features',
  component: IdeaDetails,
  loaders: [communityWordsLoader],
  args: { state: { status: 'loading' }, labels: {} as never },
  argTypes: { state: { control: false }, labels: { control: false } },
} satisfies Meta<typeof IdeaDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The accepted idea 103 at 320 CSS px: the author and topic stack, the support box and the answer
 * wrap; nothing scrolls sideways.
 */
export const Narrow: Story = {
  parameters: sandboxStory({
    load: async ({ client }): Promise<{ idea: IdeaDetailsAnswer; topics: IdeaTopic[] }> => ({
      idea: await getIdeaDetails(client, '103'),
      topics: await getIdeaTopics(client),
    }),
  }),
  render: (args, { loaded, globals }) => {
    const t = communityStoryT(loaded);
    const { idea, topics } = sandboxData<{ idea: IdeaDetailsAnswer; topics: IdeaTopic[] }>(loaded);
    return (
      <div className="w-[320px]" data-testid="narrow">
        <IdeaDetails
          {...args}
          labels={ideaDetailsLabelsOf(t)}
          state={{ status: 'ready', data: ideaDetailsOf(idea, topics, t, storyLocale(globals)) }}
          supportAction={<Button>{t('community.idea.support')}</Button>}
          commentForm={<p>{t('community.comment.label')}</p>}
        />
      </div>
    );
  },
  play: async ({ canvas }) => {
    const box = canvas.getByTestId('narrow');
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
  },
};
