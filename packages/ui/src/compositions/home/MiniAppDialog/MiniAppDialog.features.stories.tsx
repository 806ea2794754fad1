import { getMiniApp, type MiniAppItem } from '@portal/core/api/portal';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { sandboxData, sandboxStory } from '../../../storybook/sandboxStory';
import { homeStoryT, homeWordsLoader } from '../homeStoryWords';
import { MiniAppDialog } from './MiniAppDialog';
import { miniAppDialogLabelsOf } from '../views/miniAppDialog';
import { miniAppStoryState } from './miniAppStoryState';

const meta = {
  title: 'Home/MiniAppDialog/Features',
  component: MiniAppDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    labels: miniAppDialogLabelsOf(String),
    state: { status: 'loading' },
  },
  argTypes: { labels: { control: false }, state: { control: false } },
  loaders: [homeWordsLoader],
} satisfies Meta<typeof MiniAppDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: focus starts inside, Escape closes (it is not the lock warning), Close is a button. */
export const Keyboard: Story = {
  parameters: sandboxStory({ load: ({ client }) => getMiniApp(client, 'mini-app') }),
  render: (args, { loaded }) => (
    <MiniAppDialog
      {...args}
      labels={miniAppDialogLabelsOf(homeStoryT(loaded))}
      state={miniAppStoryState(sandboxData<MiniAppItem>(loaded))}
    />
  ),
  play: async ({ loaded, args, userEvent }) => {
    const t = homeStoryT(loaded);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await expect(screen.getByRole('button', { name: t('common.close') })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};
