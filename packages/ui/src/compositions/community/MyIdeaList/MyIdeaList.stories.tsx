import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sandboxData, sandboxStory } from '../../../storybook/sandboxStory';
import { MyIdeaList } from './MyIdeaList';
import {
  BASE_ARGS,
  myIdeasStoryData,
  renderMyIdeas,
  type MyIdeasStoryData,
} from './myIdeaListStoryData';

const meta = {
  title: 'Community/MyIdeaList',
  component: MyIdeaList,
  args: { ...BASE_ARGS, state: { status: 'ready', data: [{} as never] } },
  argTypes: { labels: { control: false }, state: { control: false } },
  render: renderMyIdeas,
} satisfies Meta<typeof MyIdeaList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo person's ideas (sandbox seed 1), newest first, each with its status in words. */
export const Default: Story = {
  parameters: sandboxStory<MyIdeasStoryData>({ as: 'normal', load: myIdeasStoryData }),
  play: async ({ canvas, loaded }) => {
    const { t, ideas } = sandboxData<MyIdeasStoryData>(loaded);
    const list = canvas.getByRole('list', { name: t('community.myIdeas.listLabel') });
    await expect(list.querySelectorAll(':scope > li')).toHaveLength(ideas.length);
    const [first] = ideas;
    await expect(canvas.getByRole('link', { name: first?.title ?? '' })).toHaveAttribute(
      'href',
      `#idea-${first?.ideaId ?? ''}`,
    );
  },
};
