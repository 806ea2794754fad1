import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { storyLocale } from '../../../storybook/storyLocale';
import { homeStoryT, homeWordsLoader } from '../homeStoryWords';
import { changeLanguageLabelsOf } from '../views/changeLanguage';
import { ChangeLanguageDialog } from './ChangeLanguageDialog';

const meta = {
  title: 'Home/ChangeLanguageDialog',
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
  render: function Render(args, { loaded, globals }) {
    const [open, setOpen] = useState(args.open);
    return (
      <ChangeLanguageDialog
        {...args}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          args.onOpenChange(next);
        }}
        labels={changeLanguageLabelsOf(homeStoryT(loaded), storyLocale(globals))}
      />
    );
  },
} satisfies Meta<typeof ChangeLanguageDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * S4.4: an Arabic search on an English page (or the reverse) asks whether to continue in this
 * language or switch; "Continue in …" keeps the page's language.
 */
export const Content: Story = {
  play: async ({ args, loaded, globals, userEvent }) => {
    const labels = changeLanguageLabelsOf(homeStoryT(loaded), storyLocale(globals));
    const dialog = await screen.findByRole('dialog', { name: labels.title });
    await expect(dialog).toHaveAccessibleDescription(labels.description);
    await expect(screen.getByRole('button', { name: labels.switchTo })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: labels.stay }));
    await waitFor(() => expect(args.onStay).toHaveBeenCalledTimes(1));
    await expect(args.onSwitch).not.toHaveBeenCalled();
  },
};
