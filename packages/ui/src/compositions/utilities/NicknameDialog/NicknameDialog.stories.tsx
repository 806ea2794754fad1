import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { sandboxData } from '../../../storybook/sandboxStory';
import { NicknameDialog } from './NicknameDialog';
import {
  BASE_ARGS,
  loadNickname,
  onSaved,
  renderNicknameDialog,
  type NicknameStoryData,
} from './nicknameDialogStoryData';

const meta = {
  title: 'Utilities/NicknameDialog',
  component: NicknameDialog,
  args: BASE_ARGS,
  parameters: loadNickname,
  render: renderNicknameDialog,
} satisfies Meta<typeof NicknameDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A seeded ADDC account's nickname, ready to change: a colon is refused by core's rule (the summary
 * takes focus, what was typed stays); an Arabic nickname is saved.
 */
export const Content: Story = {
  play: async ({ loaded, userEvent }) => {
    const { t, labels, account } = sandboxData<NicknameStoryData>(loaded);
    onSaved.mockClear();
    const dialog = await screen.findByRole('dialog', {
      name: t('account.editNicknameTitle', { name: account.nickname ?? '' }),
    });
    const field = await screen.findByRole('textbox', { name: new RegExp(String(labels.nickname)) });
    await expect(field).toHaveValue(account.nickname);
    await userEvent.clear(field);
    await userEvent.type(field, 'Villa: main');
    await userEvent.click(screen.getByRole('button', { name: labels.save }));
    const summary = await screen.findByRole('alert');
    await waitFor(() => expect(summary.closest('[tabindex="-1"]')).toHaveFocus());
    await expect(summary).toHaveTextContent(t('form.error.specialCharacters'));
    await expect(field).toHaveValue('Villa: main');
    await userEvent.clear(field);
    await userEvent.type(field, 'بيت العائلة');
    await userEvent.click(screen.getByRole('button', { name: labels.save }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('بيت العائلة'));
    await expect(dialog).toBeInTheDocument();
  },
};

/** The hub refuses the change: its words on the field and in the summary, which takes focus. */
export const Refused: Story = {
  render: (args, context) => renderNicknameDialog(args, context, { refused: true }),
  play: async ({ loaded, userEvent }) => {
    const { labels, refusal } = sandboxData<NicknameStoryData>(loaded);
    const field = await screen.findByRole('textbox', { name: new RegExp(String(labels.nickname)) });
    await userEvent.clear(field);
    await userEvent.type(field, 'Beach house');
    await userEvent.click(screen.getByRole('button', { name: labels.save }));
    const summary = await screen.findByRole('alert');
    await waitFor(() => expect(summary).toHaveTextContent(refusal));
    await waitFor(() => expect(summary.closest('[tabindex="-1"]')).toHaveFocus());
    await expect(field).toHaveValue('Beach house');
  },
};
