import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sandboxData, sandboxStory } from '../../../storybook/sandboxStory';
import { IdeaSubmitForm } from './IdeaSubmitForm';
import {
  BASE_ARGS,
  ideaSubmitStoryData,
  renderIdeaSubmit,
  type IdeaSubmitStoryData,
} from './ideaSubmitFormStoryData';

const meta = {
  title: 'Community/IdeaSubmitForm',
  component: IdeaSubmitForm,
  args: { ...BASE_ARGS, state: { status: 'ready', data: { topics: [] } } },
  argTypes: { labels: { control: false }, state: { control: false } },
  render: renderIdeaSubmit,
} satisfies Meta<typeof IdeaSubmitForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form: the sandbox's eight topics, and the public name the idea will be shown with. */
export const Default: Story = {
  parameters: sandboxStory<IdeaSubmitStoryData>({ as: 'normal', load: ideaSubmitStoryData }),
  play: async ({ canvas, loaded }) => {
    const { t, topics, publicName } = sandboxData<IdeaSubmitStoryData>(loaded);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('community.page.submitIdea') }),
    ).toBeVisible();
    const topic = canvas.getByRole('combobox', { name: new RegExp(t('community.form.topic')) });
    // The placeholder, then every topic.
    await expect(topic.querySelectorAll('option')).toHaveLength(topics.length + 1);
    await expect(canvas.getByText(new RegExp(publicName))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('community.form.saveDraft') })).toBeVisible();
  },
};
