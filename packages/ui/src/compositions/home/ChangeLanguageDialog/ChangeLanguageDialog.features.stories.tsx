import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { storyLocale } from '../../../storybook/storyLocale';
import { homeStoryT, homeWordsLoader } from '../homeStoryWords';
import { changeLanguageLabelsOf } from '../views/changeLanguage';
import { ChangeLanguageDialog } from './ChangeLanguageDialog';

const meta = {
  title: 'Home/ChangeLanguageDialog/Features',
  component: ChangeLanguageDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    labels: { title: '', description: '', stay: '', switchTo: '', close: '' },
    onStay: fn(),
    onSwitch: fn(),
  },
  argTypes: { labels: { control: false } },
  loaders: [homeWordsLoader],
  render: (args, { loaded, globals }) => (
    <ChangeLanguageDialog
      {...args}
      labels={changeLanguageLabelsOf(homeStoryT(loaded), storyLocale(globals))}
    />
  ),
} satisfies Meta<typeof ChangeLanguageDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: focus starts on the first action (Switch); Enter switches; Escape asks to close. */
export const Keyboard: Story = {
  play: async ({ args, loaded, globals, userEvent }) => {
    const labels = changeLanguageLabelsOf(homeStoryT(loaded), storyLocale(globals));
    const switchButton = await screen.findByRole('button', { name: labels.switchTo });
    await waitFor(() => expect(switchButton).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSwitch).toHaveBeenCalledTimes(1));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
    await expect(args.onStay).not.toHaveBeenCalled();
  },
};
