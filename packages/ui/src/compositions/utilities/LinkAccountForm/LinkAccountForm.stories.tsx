import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { sandboxData } from '../../../storybook/sandboxStory';
import { LinkAccountForm } from './LinkAccountForm';
import {
  BASE_ARGS,
  loadLink,
  onLinked,
  renderLinkForm,
  type LinkStoryData,
} from './linkAccountStoryData';

const meta = {
  title: 'Utilities/LinkAccountForm',
  component: LinkAccountForm,
  args: BASE_ARGS,
  parameters: loadLink,
  render: renderLinkForm,
} satisfies Meta<typeof LinkAccountForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * ADDC: nine digits are refused (exactly ten), a colon in the nickname is refused, the summary takes
 * focus and everything typed stays; the field stops at ten digits; ten digits link.
 */
export const Content: Story = {
  play: async ({ canvas, loaded, userEvent }) => {
    const { t, labels } = sandboxData<LinkStoryData>(loaded);
    onLinked.mockClear();
    const number = canvas.getByRole('textbox', { name: new RegExp(String(labels.accountNumber)) });
    const nickname = canvas.getByRole('textbox', { name: String(labels.nickname) });
    await userEvent.type(number, '123456789');
    await userEvent.type(nickname, 'Home: villa');
    await userEvent.click(canvas.getByRole('button', { name: labels.submit }));
    const summary = await canvas.findByRole('alert');
    await waitFor(() => expect(summary.closest('[tabindex="-1"]')).toHaveFocus());
    await expect(summary).toHaveTextContent(t('form.error.accountNumberLength'));
    await expect(summary).toHaveTextContent(t('form.error.specialCharacters'));
    await expect(number).toHaveValue('123456789');
    await expect(nickname).toHaveValue('Home: villa');
    await userEvent.type(number, '01');
    await expect(number).toHaveValue('1234567890');
    await userEvent.clear(nickname);
    await userEvent.type(nickname, 'بيت العائلة');
    await userEvent.click(canvas.getByRole('button', { name: labels.submit }));
    await waitFor(() => expect(onLinked).toHaveBeenCalledTimes(1));
  },
};

/** The provider does not know the account (sandbox: numbers starting 0000): its words on the form. */
export const Refused: Story = {
  play: async ({ canvas, loaded, userEvent }) => {
    const { labels } = sandboxData<LinkStoryData>(loaded);
    const number = canvas.getByRole('textbox', { name: new RegExp(String(labels.accountNumber)) });
    await userEvent.type(number, '0000123456');
    await userEvent.click(canvas.getByRole('button', { name: labels.submit }));
    const summary = await canvas.findByRole('alert');
    await waitFor(() => expect(summary.closest('[tabindex="-1"]')).toHaveFocus());
    await expect(summary).toHaveTextContent('0000123456');
    await expect(number).toHaveValue('0000123456');
  },
};
