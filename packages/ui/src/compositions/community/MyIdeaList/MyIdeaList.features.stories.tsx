import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sandboxData, sandboxStory } from '../../../storybook/sandboxStory';
import { MyIdeaList } from './MyIdeaList';
import {
  BASE_ARGS,
  myIdeasStoryData,
  onRetry,
  renderMyIdeas,
  type MyIdeasStoryData,
} from './myIdeaListStoryData';

const meta = {
  title: 'Community/MyIdeaList/Features',
  component: MyIdeaList,
  args: BASE_ARGS,
  render: renderMyIdeas,
} satisfies Meta<typeof MyIdeaList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No idea shared yet: the sentence and the way to share the first. */
export const Empty: Story = {
  parameters: sandboxStory<MyIdeasStoryData>({ as: 'normal', load: myIdeasStoryData }),
  args: { state: { status: 'ready', data: [] } },
  play: async ({ canvas, loaded }) => {
    const { t } = sandboxData<MyIdeasStoryData>(loaded);
    await expect(canvas.getByText(t('community.empty.myIdeas'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('community.action.shareIdea') })).toBeVisible();
  },
};

/** The ideas could not be read: the message and a retry. */
export const Failed: Story = {
  parameters: sandboxStory<MyIdeasStoryData>({ as: 'normal', load: myIdeasStoryData }),
  args: { state: { status: 'error', message: 'x', onRetry } },
  render: (args, context) => {
    const { t } = sandboxData<MyIdeasStoryData>(context.loaded);
    return renderMyIdeas(
      { ...args, state: { status: 'error', message: t('community.myIdeas.error'), onRetry } },
      context,
    );
  },
  play: async ({ canvas, loaded, userEvent }) => {
    const { t } = sandboxData<MyIdeasStoryData>(loaded);
    onRetry.mockClear();
    await expect(
      canvas.getByText(t('community.myIdeas.error'), {
        selector: '[data-slot="error-state-message"]',
      }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('common.tryAgain') }));
    await expect(onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Still loading: the cards' shapes, said once. */
export const Loading: Story = {
  parameters: sandboxStory<MyIdeasStoryData>({ as: 'normal', load: myIdeasStoryData }),
  args: { state: { status: 'loading' } },
  play: async ({ canvas, loaded }) => {
    const { t } = sandboxData<MyIdeasStoryData>(loaded);
    await expect(await canvas.findByText(t('common.loading'))).toBeInTheDocument();
  },
};
