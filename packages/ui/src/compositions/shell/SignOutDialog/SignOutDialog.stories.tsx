import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Button } from '../../../components/Button';
import { signOutDialogLabelsOf } from '../views/signOutDialog';
import { shellWordsLoader, storyT } from '../shellStoryWords';
import { SignOutDialog } from './SignOutDialog';

const meta = {
  title: 'Shell/SignOutDialog',
  component: SignOutDialog,
  args: {
    labels: {
      title: '',
      description: '',
      warning: '',
      confirm: '',
      close: '',
      signingOut: '',
    },
    onConfirm: fn(),
    onOpenChange: fn(),
  },
  argTypes: { labels: { control: false }, trigger: { control: false } },
  loaders: [shellWordsLoader],
  parameters: { docs: { story: { inline: false, height: '520px' } } },
  render: (args, { loaded }) => {
    const t = storyT(loaded);
    return (
      <SignOutDialog
        {...args}
        labels={signOutDialogLabelsOf(t)}
        trigger={<Button variant="secondary">{t('header.signOut')}</Button>}
      />
    );
  },
} satisfies Meta<typeof SignOutDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * S4.3: the warning, the question and the Stay Signed-In note; focus on Sign Out; Escape closes and
 * focus returns to the button that asked; Sign Out calls `onConfirm` and keeps the dialog open.
 */
export const Content: Story = {
  play: async ({ canvas, args, loaded, userEvent }) => {
    const t = storyT(loaded);
    const trigger = canvas.getByRole('button', { name: t('header.signOut') });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('alertdialog', { name: t('signOut.title') });
    await expect(dialog).toHaveAccessibleDescription(t('signOut.desc'));
    await expect(dialog).toHaveTextContent(t('signOut.warning'));
    const confirm = screen.getByRole('button', { name: t('signOut.primaryButton') });
    await waitFor(() => expect(confirm).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());

    await userEvent.keyboard('{Enter}');
    await userEvent.click(await screen.findByRole('button', { name: t('signOut.primaryButton') }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(screen.getByRole('alertdialog')).toBeVisible();
  },
};

/** Signing out: the button shows progress and says so; pressing it again does nothing. */
export const Pending: Story = {
  args: { defaultOpen: true, pending: true },
  play: async ({ loaded }) => {
    const t = storyT(loaded);
    await expect(await screen.findByRole('alertdialog')).toHaveTextContent(t('header.signingOut'));
  },
};
