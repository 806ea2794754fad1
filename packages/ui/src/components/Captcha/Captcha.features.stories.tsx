import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { sandboxData, sandboxStory } from '../../storybook/sandboxStory';
import { Captcha } from './Captcha';
import type { CaptchaProvider } from './CaptchaProvider';
import { captchaStoryData, type CaptchaStoryData } from './captchaStoryData';

const noProvider: CaptchaProvider = { name: 'none', render: () => ({ reset() {}, destroy() {} }) };

const meta = {
  title: 'Forms/Captcha/Features',
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
 * The sandbox's `expired` mode: the token arrives already expired; the widget says so, unchecks,
 * and tells the host (`onExpired`), which drops any token.
 */
export const Expired: Story = {
  parameters: sandboxStory<CaptchaStoryData>({
    load: (context) => captchaStoryData(context, 'expired'),
  }),
  play: async ({ args, canvas, loaded, userEvent }) => {
    const { t } = sandboxData<CaptchaStoryData>(loaded);
    const box = await canvas.findByRole('checkbox', { name: t('form.captcha.check') });
    await waitFor(() => expect(box).toBeEnabled());
    await userEvent.click(box);
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(t('form.captcha.expired')),
    );
    await expect(box).not.toBeChecked();
    await expect(args.onExpired).toHaveBeenCalled();
    await expect(args.onToken).not.toHaveBeenCalled();
  },
};

/**
 * 320 px wide in the page's theme: the label wraps, the checkbox keeps its 24 px target inside a
 * 44 px row, nothing scrolls sideways.
 */
export const Narrow: Story = {
  parameters: sandboxStory<CaptchaStoryData>({ load: (context) => captchaStoryData(context) }),
  render: (args, { loaded }) => {
    const { provider, t } = sandboxData<CaptchaStoryData>(loaded);
    return (
      <div className="w-[320px]">
        <Captcha {...args} provider={provider} label={t('form.captcha.label')} />
      </div>
    );
  },
  play: async ({ canvas, canvasElement, loaded }) => {
    const { t } = sandboxData<CaptchaStoryData>(loaded);
    const box = await canvas.findByRole('checkbox', { name: t('form.captcha.check') });
    await waitFor(() => expect(box).toBeEnabled());
    const root = canvasElement.firstElementChild as HTMLElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
