import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { sandboxData, sandboxStory } from '../../../storybook/sandboxStory';
import { IdeaSubmitForm } from './IdeaSubmitForm';
import {
  BASE_ARGS,
  ideaSubmitResumeData,
  ideaSubmitStoryData,
  onRetry,
  onSendSpy,
  renderIdeaSubmit,
  type IdeaSubmitStoryData,
} from './ideaSubmitFormStoryData';

const meta = {
  title: 'Community/IdeaSubmitForm/Features',
  component: IdeaSubmitForm,
  args: { ...BASE_ARGS, state: { status: 'ready', data: { topics: [] } } },
  render: renderIdeaSubmit,
} satisfies Meta<typeof IdeaSubmitForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sent with no title: the summary names it and takes focus; the description typed stays. */
export const Refused: Story = {
  parameters: sandboxStory<IdeaSubmitStoryData>({ as: 'normal', load: ideaSubmitStoryData }),
  play: async ({ canvas, canvasElement, loaded, userEvent }) => {
    const { t } = sandboxData<IdeaSubmitStoryData>(loaded);
    onSendSpy.mockClear();
    const description = canvas.getByRole('textbox', {
      name: new RegExp(t('community.form.description')),
    });
    await userEvent.type(description, 'Shade over the bus stops of the city.');
    await userEvent.click(canvas.getByRole('button', { name: t('community.form.submit') }));
    const summary = canvasElement.querySelector<HTMLElement>('[data-slot="error-summary"]');
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(summary).toHaveTextContent(t('form.error.ideaTitleRequired'));
    await expect(summary).toHaveTextContent(t('form.error.ideaConsent'));
    await expect(description).toHaveValue('Shade over the bus stops of the city.');
    await expect(onSendSpy).not.toHaveBeenCalled();
  },
};

/** A saved draft continued: its title, description and topic fill the form, and a notice says so. */
export const ResumedDraft: Story = {
  parameters: sandboxStory<IdeaSubmitStoryData>({ as: 'normal', load: ideaSubmitResumeData }),
  play: async ({ canvas, loaded }) => {
    const { draft } = sandboxData<IdeaSubmitStoryData>(loaded);
    await expect(canvas.getByDisplayValue(draft?.title ?? '')).toBeVisible();
    await expect(canvas.getByDisplayValue(draft?.description ?? '')).toBeVisible();
  },
};

/** Still reading the topics: the fields' shapes, said once. */
export const Loading: Story = {
  parameters: sandboxStory<IdeaSubmitStoryData>({ as: 'normal', load: ideaSubmitStoryData }),
  args: { state: { status: 'loading' } },
  play: async ({ canvas, loaded }) => {
    const { t } = sandboxData<IdeaSubmitStoryData>(loaded);
    await expect(await canvas.findByText(t('common.loading'))).toBeInTheDocument();
  },
};

/** The topics could not be read: the message and a retry. */
export const Failed: Story = {
  parameters: sandboxStory<IdeaSubmitStoryData>({ as: 'normal', load: ideaSubmitStoryData }),
  args: { state: { status: 'error', message: 'x', onRetry } },
  render: (args, context) => {
    const { t } = sandboxData<IdeaSubmitStoryData>(context.loaded);
    return renderIdeaSubmit(
      { ...args, state: { status: 'error', message: t('community.submit.topicsError'), onRetry } },
      context,
    );
  },
  play: async ({ canvas, loaded, userEvent }) => {
    const { t } = sandboxData<IdeaSubmitStoryData>(loaded);
    onRetry.mockClear();
    await expect(
      canvas.getByText(t('community.submit.topicsError'), {
        selector: '[data-slot="error-state-message"]',
      }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('common.tryAgain') }));
    await expect(onRetry).toHaveBeenCalledTimes(1);
  },
};
