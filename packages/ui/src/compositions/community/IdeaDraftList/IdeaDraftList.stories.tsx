import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { sandboxData, sandboxStory } from '../../../storybook/sandboxStory';
import { IdeaDraftList } from './IdeaDraftList';
import {
  BASE_ARGS,
  ideaDraftsStoryData,
  onDeleteSpy,
  renderIdeaDrafts,
  type IdeaDraftsStoryData,
} from './ideaDraftListStoryData';

const meta = {
  title: 'Community/IdeaDraftList',
  component: IdeaDraftList,
  args: { ...BASE_ARGS, state: { status: 'ready', data: [{} as never] } },
  argTypes: { labels: { control: false }, state: { control: false } },
  render: renderIdeaDrafts,
} satisfies Meta<typeof IdeaDraftList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo person's saved draft (sandbox seed 1), with Continue and Delete. */
export const Default: Story = {
  parameters: sandboxStory<IdeaDraftsStoryData>({ as: 'normal', load: ideaDraftsStoryData }),
  play: async ({ canvas, loaded }) => {
    const { t, drafts } = sandboxData<IdeaDraftsStoryData>(loaded);
    const [draft] = drafts;
    const title = draft?.title ?? '';
    await expect(
      canvas.getByRole('link', { name: t('community.drafts.resumeNamed', { title }) }),
    ).toHaveAttribute('href', `#draft-${draft?.draftId ?? ''}`);
    await expect(
      canvas.getByRole('button', { name: t('community.drafts.deleteNamed', { title }) }),
    ).toBeVisible();
  },
};

/** Delete asks first; confirmed, the sandbox deletes it and the list is empty, said politely. */
export const DeleteADraft: Story = {
  parameters: {
    ...sandboxStory<IdeaDraftsStoryData>({ as: 'normal', load: ideaDraftsStoryData }),
    // The picture would be the empty state, which Empty already shows.
    screenshot: false,
  },
  play: async ({ canvas, loaded, userEvent }) => {
    const { t, drafts } = sandboxData<IdeaDraftsStoryData>(loaded);
    onDeleteSpy.mockClear();
    const title = drafts[0]?.title ?? '';
    await userEvent.click(
      canvas.getByRole('button', { name: t('community.drafts.deleteNamed', { title }) }),
    );
    const dialog = await screen.findByRole('alertdialog', {
      name: t('community.drafts.deleteTitle'),
    });
    await userEvent.click(
      screen.getByRole('button', { name: t('community.drafts.deleteConfirm') }),
    );
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(onDeleteSpy).toHaveBeenCalledTimes(1);
    await expect(await canvas.findByText(t('community.empty.drafts'))).toBeVisible();
  },
};
