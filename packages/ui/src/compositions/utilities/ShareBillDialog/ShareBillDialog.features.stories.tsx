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
  title: 'Utilities/ShareBillDialog/Features',
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

type PlayUser = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

/** Opens on the dialog, types one good address and checks the captcha. */
async function fillAndCheck(t: ShareBillStoryData['t'], userEvent: PlayUser) {
  const dialog = await screen.findByRole('dialog', { name: t('shareBill.title') });
  const emails = within(dialog).getByRole('textbox', {
    name: new RegExp(t('shareBill.emails.label')),
  });
  const robot = await within(dialog).findByRole('checkbox', { name: t('form.captcha.check') });
  await waitFor(() => expect(robot).toBeEnabled());
  await userEvent.type(emails, 'mariam@example.ae');
  await userEvent.click(robot);
  return { dialog, emails, robot };
}

/**
 * The captcha's verify step refuses the token (the sandbox's `fail` mode): the server's message in
 * the error summary, which takes focus; the address stays and the captcha is unchecked again.
 */
export const CaptchaRefused: Story = {
  parameters: sandboxStory<ShareBillStoryData>({
    as: 'normal',
    load: (context) => shareBillStoryData(context, 'fail'),
  }),
  play: async ({ loaded, userEvent }) => {
    const { t } = sandboxData<ShareBillStoryData>(loaded);
    onShareSpy.mockClear();
    const { dialog, emails, robot } = await fillAndCheck(t, userEvent);
    await within(dialog).findByText(t('form.captcha.passed'));
    await userEvent.click(within(dialog).getByRole('button', { name: t('shareBill.submit') }));
    const summary = await within(dialog).findByRole('alert');
    await waitFor(() => expect(summary.closest('[tabindex="-1"]')).toHaveFocus());
    await waitFor(() => expect(summary).toHaveTextContent(/\S{3,}/));
    await expect(onShareSpy).toHaveBeenCalledTimes(1);
    await expect(emails).toHaveValue('mariam@example.ae');
    await expect(robot).not.toBeChecked();
  },
};

/**
 * The token expired before the share (the sandbox's `expired` mode): the captcha says so and
 * unchecks; sharing then asks for the check, and the summary link takes focus to the captcha.
 */
export const CaptchaExpired: Story = {
  parameters: sandboxStory<ShareBillStoryData>({
    as: 'normal',
    load: (context) => shareBillStoryData(context, 'expired'),
  }),
  play: async ({ loaded, userEvent }) => {
    const { t } = sandboxData<ShareBillStoryData>(loaded);
    onShareSpy.mockClear();
    const { dialog, robot } = await fillAndCheck(t, userEvent);
    await within(dialog).findByText(t('form.captcha.expired'));
    await expect(robot).not.toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: t('shareBill.submit') }));
    const summary = await within(dialog).findByRole('alert');
    await waitFor(() => expect(summary.closest('[tabindex="-1"]')).toHaveFocus());
    await userEvent.click(within(summary).getByRole('link', { name: t('form.error.captcha') }));
    await expect(
      within(dialog).getByRole('group', { name: t('form.captcha.label') }),
    ).toHaveFocus();
    await expect(onShareSpy).not.toHaveBeenCalled();
  },
};

/** The bills service is down (503): its message in the summary; nothing typed is lost. */
export const ServerError: Story = {
  parameters: sandboxStory<ShareBillStoryData>({
    as: 'normal',
    load: (context) => shareBillStoryData(context, 'pass', context.clientWithFault('503')),
  }),
  play: async ({ loaded, userEvent }) => {
    const { t } = sandboxData<ShareBillStoryData>(loaded);
    const { dialog, emails } = await fillAndCheck(t, userEvent);
    await within(dialog).findByText(t('form.captcha.passed'));
    await userEvent.click(within(dialog).getByRole('button', { name: t('shareBill.submit') }));
    const summary = await within(dialog).findByRole('alert');
    await waitFor(() => expect(summary.closest('[tabindex="-1"]')).toHaveFocus());
    await expect(emails).toHaveValue('mariam@example.ae');
  },
};
