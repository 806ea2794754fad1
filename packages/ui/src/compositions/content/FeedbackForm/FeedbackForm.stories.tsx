import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { sandboxData, sandboxStory } from '../../../storybook/sandboxStory';
import { FeedbackForm } from './FeedbackForm';
import {
  BASE_ARGS,
  feedbackStoryData,
  onSendSpy,
  renderFeedbackForm,
  type FeedbackStoryData,
} from './feedbackFormStoryData';

const meta = {
  title: 'Content/FeedbackForm',
  component: FeedbackForm,
  args: BASE_ARGS,
  argTypes: { labels: { control: false }, captcha: { control: false } },
  render: renderFeedbackForm,
  parameters: { themeInScript: true },
} satisfies Meta<typeof FeedbackForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form as it opens: name, email, topic, message with its count, and the sandbox's captcha. */
export const Default: Story = {
  parameters: sandboxStory<FeedbackStoryData>({ load: (context) => feedbackStoryData(context) }),
  play: async ({ canvas, loaded }) => {
    const { t } = sandboxData<FeedbackStoryData>(loaded);
    await expect(
      canvas.getByRole('heading', { level: 2, name: t('talkToUs.form.heading') }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('combobox', { name: new RegExp(t('talkToUs.form.topic')) }),
    ).toBeVisible();
    const robot = await canvas.findByRole('checkbox', { name: t('form.captcha.check') });
    await waitFor(() => expect(robot).toBeEnabled());
  },
};

/** Filled in, the captcha passed, sent: the sandbox's reference number and the ways on. */
export const Sent: Story = {
  parameters: sandboxStory<FeedbackStoryData>({ load: (context) => feedbackStoryData(context) }),
  play: async ({ canvas, loaded, userEvent }) => {
    const { t } = sandboxData<FeedbackStoryData>(loaded);
    onSendSpy.mockClear();
    await userEvent.type(
      canvas.getByRole('textbox', { name: new RegExp(t('talkToUs.form.name')) }),
      'Mariam',
    );
    await userEvent.type(
      canvas.getByRole('textbox', { name: new RegExp(t('talkToUs.form.email')) }),
      'mariam@example.ae',
    );
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: new RegExp(t('talkToUs.form.topic')) }),
      'suggestion',
    );
    await userEvent.type(
      canvas.getByRole('textbox', { name: new RegExp(t('talkToUs.form.message')) }),
      'Please add the opening hours.',
    );
    const robot = await canvas.findByRole('checkbox', { name: t('form.captcha.check') });
    await waitFor(() => expect(robot).toBeEnabled());
    await userEvent.click(robot);
    await canvas.findByText(t('form.captcha.passed'));
    await userEvent.click(canvas.getByRole('button', { name: t('talkToUs.form.submit') }));
    await expect(await canvas.findByText(/FB-\d{6}/)).toBeVisible();
    await expect(onSendSpy).toHaveBeenCalledTimes(1);
  },
};
