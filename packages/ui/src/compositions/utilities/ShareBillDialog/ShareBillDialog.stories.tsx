import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { sandboxData, sandboxStory } from '../../../storybook/sandboxStory';
import { ShareBillDialog } from './ShareBillDialog';
import {
  BASE_ARGS,
  onShareSpy,
  renderShareBillDialog,
  shareBillStoryData,
  type ShareBillStoryData,
} from './shareBillStoryData';

const meta = {
  title: 'Utilities/ShareBillDialog',
  component: ShareBillDialog,
  args: BASE_ARGS,
  argTypes: { labels: { control: false }, captcha: { control: false } },
  render: renderShareBillDialog,
  // The captcha widget reads the theme when it draws (and draws again, unchecked, when it changes):
  // the dark modes render the story again in the dark (storybook/storyModesSetup.ts).
  parameters: { docs: { story: { inline: false, height: '720px' } }, themeInScript: true },
} satisfies Meta<typeof ShareBillDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog as it opens: the recipients' textarea with its hint, and the sandbox's captcha. */
export const Default: Story = {
  parameters: sandboxStory<ShareBillStoryData>({
    as: 'normal',
    load: (context) => shareBillStoryData(context),
  }),
  play: async ({ loaded }) => {
    const { t } = sandboxData<ShareBillStoryData>(loaded);
    const dialog = await screen.findByRole('dialog', { name: t('shareBill.title') });
    const emails = within(dialog).getByRole('textbox', {
      name: new RegExp(t('shareBill.emails.label')),
    });
    await expect(emails).toHaveAccessibleDescription(t('shareBill.emails.hint'));
    // The captcha's words arrive from the catalogue a moment after it renders.
    const robot = await within(dialog).findByRole('checkbox', { name: t('form.captcha.check') });
    await waitFor(() => expect(robot).toBeEnabled());
    await expect(
      within(dialog).getByRole('group', { name: t('form.captcha.label') }),
    ).toBeVisible();
  },
};

/**
 * A bad address is refused before anything is sent: the summary takes focus and names the field,
 * the text stays. Good addresses (a duplicate dropped) and a passed captcha share the bill.
 */
export const BadAddressThenShared: Story = {
  parameters: sandboxStory<ShareBillStoryData>({
    as: 'normal',
    load: (context) => shareBillStoryData(context),
  }),
  play: async ({ loaded, userEvent }) => {
    const { t } = sandboxData<ShareBillStoryData>(loaded);
    onShareSpy.mockClear();
    const dialog = await screen.findByRole('dialog', { name: t('shareBill.title') });
    const emails = within(dialog).getByRole('textbox', {
      name: new RegExp(t('shareBill.emails.label')),
    });
    const robot = await within(dialog).findByRole('checkbox', { name: t('form.captcha.check') });
    await waitFor(() => expect(robot).toBeEnabled());
    await userEvent.type(emails, 'mariam@example.ae, not-an-address');
    await userEvent.click(within(dialog).getByRole('button', { name: t('shareBill.submit') }));
    const summary = await within(dialog).findByRole('alert');
    await waitFor(() => expect(summary.closest('[tabindex="-1"]')).toHaveFocus());
    await expect(
      within(summary).getByRole('link', { name: t('form.error.emailList') }),
    ).toBeVisible();
    await expect(emails).toHaveValue('mariam@example.ae, not-an-address');
    await expect(emails).toHaveAccessibleDescription(new RegExp(t('form.error.emailList')));
    await expect(onShareSpy).not.toHaveBeenCalled();

    await userEvent.clear(emails);
    await userEvent.type(emails, 'mariam@example.ae;{enter}ahmed@example.ae, MARIAM@example.ae');
    await userEvent.click(robot);
    await within(dialog).findByText(t('form.captcha.passed'));
    await userEvent.click(within(dialog).getByRole('button', { name: t('shareBill.submit') }));
    await within(dialog).findByText(t('shareBill.success'));
    await expect(within(dialog).getByText(t('shareBill.sentTo', { count: 2 }))).toBeVisible();
    await expect(onShareSpy).toHaveBeenCalledWith({
      emails: ['mariam@example.ae', 'ahmed@example.ae'],
      captchaToken: expect.stringMatching(/^sandbox-captcha-/),
    });
    // Focus moves to the footer's close button (the "×" is named the same).
    await waitFor(() => expect(document.activeElement).toHaveTextContent(t('common.close')));
  },
};
