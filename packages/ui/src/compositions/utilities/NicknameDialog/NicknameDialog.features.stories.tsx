import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { sandboxData } from '../../../storybook/sandboxStory';
import { NicknameDialog } from './NicknameDialog';
import {
  BASE_ARGS,
  loadNickname,
  renderNicknameDialog,
  type NicknameStoryData,
} from './nicknameDialogStoryData';

const meta = {
  title: 'Utilities/NicknameDialog/Features',
  component: NicknameDialog,
  args: BASE_ARGS,
  parameters: loadNickname,
  render: renderNicknameDialog,
} satisfies Meta<typeof NicknameDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Renaming needs a nickname: a cleared field is refused as required, not saved as blank. */
export const Required: Story = {
  play: async ({ loaded, userEvent }) => {
    const { t, labels } = sandboxData<NicknameStoryData>(loaded);
    const field = await screen.findByRole('textbox', { name: new RegExp(String(labels.nickname)) });
    await userEvent.clear(field);
    await userEvent.click(screen.getByRole('button', { name: labels.save }));
    const summary = await screen.findByRole('alert');
    await expect(summary).toHaveTextContent(t('form.error.required'));
    await waitFor(() => expect(summary.closest('[tabindex="-1"]')).toHaveFocus());
  },
};

/**
 * As on a 320 px phone (288 px wide, 1 rem margins): the title, the field, its hint and the two
 * buttons wrap inside the dialog; nothing scrolls sideways.
 */
export const Narrow: Story = {
  // A style, not a class: `cn` does not yet know the `max-w-modal` token, so a class would not win.
  args: { ...BASE_ARGS, style: { maxWidth: 288 } },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(288);
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
  },
};
