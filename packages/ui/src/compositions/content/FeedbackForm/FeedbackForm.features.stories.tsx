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
  title: 'Content/FeedbackForm/Features',
  component: FeedbackForm,
  args: BASE_ARGS,
  render: renderFeedbackForm,
  parameters: { themeInScript: true },
} satisfies Meta<typeof FeedbackForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * 320 px wide, sent empty: nothing is sent, the error summary takes focus and names each field;
 * then a bad email is refused and what was typed stays. Nothing scrolls sideways.
 */
export const RefusedNarrow: Story = {
  parameters: sandboxStory<FeedbackStoryData>({ load: (context) => feedbackStoryData(context) }),
  render: (args, context) => <div className="w-[320px]">{renderFeedbackForm(args, context)}</div>,
  play: async ({ canvas, canvasElement, loaded, userEvent }) => {
    const { t } = sandboxData<FeedbackStoryData>(loaded);
    onSendSpy.mockClear();
    const submit = canvas.getByRole('button', { name: t('talkToUs.form.submit') });
    await userEvent.click(submit);
    const summary = await canvas.findByRole('alert');
    // The summary's box (around the alert) takes focus.
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('data-slot')).toBe('error-summary'),
    );
    await expect(summary).toHaveTextContent(t('form.error.feedbackNameRequired'));
    await expect(summary).toHaveTextContent(t('form.error.captcha'));
    const email = canvas.getByRole('textbox', { name: new RegExp(t('talkToUs.form.email')) });
    await userEvent.type(email, 'mariam@');
    await userEvent.click(submit);
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(t('form.error.email')));
    await expect(email).toHaveValue('mariam@');
    await expect(onSendSpy).not.toHaveBeenCalled();
    const root = canvasElement.firstElementChild as HTMLElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
