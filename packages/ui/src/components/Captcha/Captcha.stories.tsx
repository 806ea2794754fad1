import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { sandboxData, sandboxStory } from '../../storybook/sandboxStory';
import { Captcha } from './Captcha';
import type { CaptchaProvider } from './CaptchaProvider';
import { captchaStoryData, type CaptchaStoryData } from './captchaStoryData';

const noProvider: CaptchaProvider = { name: 'none', render: () => ({ reset() {}, destroy() {} }) };

const meta = {
  title: 'Forms/Captcha',
  component: Captcha,
  args: { provider: noProvider, label: '', onToken: fn(), onExpired: fn(), onError: fn() },
  argTypes: { provider: { control: false } },
  // The captcha widget reads the theme when it draws (and draws again, unchecked, when it changes):
  // the dark modes render the story again in the dark (storybook/storyModesSetup.ts).
  parameters: { themeInScript: true },
  render: (args, { loaded }) => {
    const { provider, t } = sandboxData<CaptchaStoryData>(loaded);
    return <Captcha {...args} provider={provider} label={t('form.captcha.label')} />;
  },
} satisfies Meta<typeof Captcha>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The sandbox's own provider (no puzzle): a labelled checkbox in the page's language. Checking it
 * with the keyboard fetches a token from the story's sandbox; the status line says the check is
 * complete and the token is handed over.
 */
export const Default: Story = {
  parameters: sandboxStory<CaptchaStoryData>({ load: (context) => captchaStoryData(context) }),
  play: async ({ args, canvas, loaded, userEvent }) => {
    const { t } = sandboxData<CaptchaStoryData>(loaded);
    await expect(canvas.getByRole('group', { name: t('form.captcha.label') })).toBeVisible();
    const box = await canvas.findByRole('checkbox', { name: t('form.captcha.check') });
    await waitFor(() => expect(box).toBeEnabled());
    box.focus();
    await userEvent.keyboard(' ');
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(t('form.captcha.passed')),
    );
    await expect(box).toBeChecked();
    await expect(args.onToken).toHaveBeenCalledWith(
      expect.stringMatching(/^sandbox-captcha-/),
      expect.any(Date),
    );
  },
};
