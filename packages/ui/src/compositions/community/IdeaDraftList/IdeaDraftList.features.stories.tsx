import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sandboxData, sandboxStory } from '../../../storybook/sandboxStory';
import { IdeaDraftList } from './IdeaDraftList';
import {
  BASE_ARGS,
  ideaDraftsStoryData,
  onRetry,
  renderIdeaDrafts,
  type IdeaDraftsStoryData,
} from './ideaDraftListStoryData';

const meta = {
  title: 'Community/IdeaDraftList/Features',
  component: IdeaDraftList,
  args: BASE_ARGS,
  render: renderIdeaDrafts,
} satisfies Meta<typeof IdeaDraftList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No draft: the sentence and the way to start an idea. */
export const Empty: Story = {
  parameters: sandboxStory<IdeaDraftsStoryData>({ as: 'normal', load: ideaDraftsStoryData }),
  args: { state: { status: 'ready', data: [] } },
  play: async ({ canvas, loaded }) => {
    const { t } = sandboxData<IdeaDraftsStoryData>(loaded);
    await expect(canvas.getByText(t('community.empty.drafts'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('community.drafts.newIdea') })).toBeVisible();
  },
};

/** The drafts could not be read: the message and a retry. */
export const Failed: Story = {
  parameters: sandboxStory<IdeaDraftsStoryData>({ as: 'normal', load: ideaDraftsStoryData }),
  args: { state: { status: 'error', message: 'x', onRetry } },
  render: (args, context) => {
    const { t } = sandboxData<IdeaDraftsStoryData>(context.loaded);
    return renderIdeaDrafts(
      { ...args, state: { status: 'error', message: t('community.drafts.error'), onRetry } },
      context,
    );
  },
  play: async ({ canvas, loaded, userEvent }) => {
    const { t } = sandboxData<IdeaDraftsStoryData>(loaded);
    onRetry.mockClear();
    await expect(
      canvas.getByText(t('community.drafts.error'), {
        selector: '[data-slot="error-state-message"]',
      }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('common.tryAgain') }));
    await expect(onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Still loading: the cards' shapes, said once. */
export const Loading: Story = {
  parameters: sandboxStory<IdeaDraftsStoryData>({ as: 'normal', load: ideaDraftsStoryData }),
  args: { state: { status: 'loading' } },
  play: async ({ canvas, loaded }) => {
    const { t } = sandboxData<IdeaDraftsStoryData>(loaded);
    await expect(await canvas.findByText(t('common.loading'))).toBeInTheDocument();
  },
};
