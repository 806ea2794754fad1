import { getMiniApp, type MiniAppItem } from '@portal/core/api/portal';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { sandboxData, sandboxStory } from '../../../storybook/sandboxStory';
import { homeStoryT, homeWordsLoader } from '../homeStoryWords';
import { MiniAppDialog, type MiniAppDialogState } from './MiniAppDialog';
import { miniAppDialogLabelsOf } from '../views/miniAppDialog';
import { miniAppStoryState } from './miniAppStoryState';

/** The sandbox's CMS item id of the mini-app (packages/sandbox routes/portal.ts). */
const MINI_APP_ITEM_ID = 'mini-app';

const meta = {
  title: 'Home/MiniAppDialog',
  component: MiniAppDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    labels: miniAppDialogLabelsOf(String),
    state: { status: 'loading' },
  },
  argTypes: { labels: { control: false }, state: { control: false } },
  loaders: [homeWordsLoader],
  render: (args, { loaded }) => {
    const t = homeStoryT(loaded);
    const item = 'sandbox' in loaded ? sandboxData<MiniAppItem | undefined>(loaded) : undefined;
    const state: MiniAppDialogState =
      args.state.status === 'error'
        ? args.state
        : item
          ? miniAppStoryState(item)
          : { status: 'loading' };
    return <MiniAppDialog {...args} labels={miniAppDialogLabelsOf(t)} state={state} />;
  },
} satisfies Meta<typeof MiniAppDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** S4.5: the sandbox's mini-app: title, description, logo, three store badges in rows of two. */
export const Content: Story = {
  parameters: sandboxStory({
    load: ({ client }) => getMiniApp(client, MINI_APP_ITEM_ID),
  }),
  play: async ({ loaded }) => {
    const t = homeStoryT(loaded);
    const item = sandboxData<MiniAppItem>(loaded);
    const dialog = await screen.findByRole('dialog', { name: item.PageTitle ?? '' });
    const badges = within(dialog).getAllByRole('link');
    await expect(badges).toHaveLength(3);
    await expect(badges[0]).toHaveAccessibleName(
      t('miniApp.storeBadge', { store: item.AppStore[0]?.itemName ?? '' }),
    );
    await expect(within(dialog).getAllByRole('list')).toHaveLength(3);
  },
};

/** Loading: a skeleton of the logo and the badges, announced. */
export const Loading: Story = {
  play: async ({ loaded }) => {
    const t = homeStoryT(loaded);
    const dialog = await screen.findByRole('dialog', { name: t('downloadApp.title') });
    await waitFor(() =>
      expect(within(dialog).getByRole('status')).toHaveTextContent(t('miniApp.loading')),
    );
  },
};

/** Error: the notice and Try again. */
export const Failure: Story = {
  args: { state: { status: 'error', onRetry: fn() } },
  play: async ({ loaded, args, userEvent }) => {
    const t = homeStoryT(loaded);
    const dialog = await screen.findByRole('dialog', { name: t('miniApp.error.title') });
    await expect(within(dialog).getByText(t('miniApp.error.description'))).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: t('common.tryAgain') }));
    await expect(args.state.status === 'error' && args.state.onRetry).toHaveBeenCalled();
  },
};
