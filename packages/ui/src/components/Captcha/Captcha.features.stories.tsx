import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { storyText } from '../../storybook/storyText';
import { sandboxData, sandboxStory } from '../../storybook/sandboxStory';
import { Captcha } from './Captcha';
import type { CaptchaProvider } from './CaptchaProvider';
import { captchaStoryData, type CaptchaStoryData } from './captchaStoryData';
import { CaptchaFieldForm, ERROR_PREFIX, SUBMIT } from './storyCaptchaFieldForm';

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

const onSubmitSpy = fn();

/**
 * `CaptchaField`, the captcha as a field of a `<Form>`: submitted unchecked, the error summary
 * takes focus and its link names the check; the field shows the error with its prefix and border,
 * and the group is described by it. Checked, the token is the field's value and the form submits it.
 */
export const InAForm: Story = {
  name: 'CaptchaField in a form',
  parameters: sandboxStory<CaptchaStoryData>({ load: (context) => captchaStoryData(context) }),
  render: (_args, { loaded, globals }) => {
    const { provider, t } = sandboxData<CaptchaStoryData>(loaded);
    return <CaptchaFieldForm provider={provider} t={t} globals={globals} onSubmit={onSubmitSpy} />;
  },
  play: async ({ canvas, canvasElement, globals, loaded, userEvent, step }) => {
    const { t } = sandboxData<CaptchaStoryData>(loaded);
    onSubmitSpy.mockClear();
    const submit = canvas.getByRole('button', { name: storyText(globals, SUBMIT) });
    const group = canvas.getByRole('group', { name: t('form.captcha.label') });
    const box = await canvas.findByRole('checkbox', { name: t('form.captcha.check') });
    await waitFor(() => expect(box).toBeEnabled());

    await step('Unchecked: the summary takes focus, the field says why', async () => {
      await userEvent.click(submit);
      const summary = canvasElement.querySelector<HTMLElement>('[data-slot="error-summary"]');
      await waitFor(() => expect(summary).toHaveFocus());
      await expect(canvas.getByRole('link', { name: t('form.error.captcha') })).toBeVisible();
      const field = canvasElement.querySelector('[data-slot="field"]');
      await expect(field).toHaveAttribute('data-invalid', 'true');
      await expect(group).toHaveAccessibleDescription(
        `${storyText(globals, ERROR_PREFIX)} ${t('form.error.captcha')}`,
      );
      await expect(onSubmitSpy).not.toHaveBeenCalled();
    });

    await step('Checked: the token is submitted', async () => {
      await userEvent.click(box);
      // The form has a status region of its own: the widget's says so in its words.
      await waitFor(() => expect(canvas.getByText(t('form.captcha.passed'))).toBeVisible());
      await expect(box).toBeChecked();
      await userEvent.click(submit);
      await waitFor(() => expect(onSubmitSpy).toHaveBeenCalledTimes(1));
      await expect(onSubmitSpy.mock.calls[0]?.[0]).toEqual({
        captchaToken: expect.stringMatching(/^sandbox-captcha-/),
      });
    });
  },
};
