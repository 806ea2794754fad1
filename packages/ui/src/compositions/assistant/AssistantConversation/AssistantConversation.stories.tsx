import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { assistantConversationLabelsOf } from '../views/assistantConversation';
import {
  assistantStoryT,
  assistantWordsLoader,
  storyConversation,
  storySuggestions,
} from '../assistantStoryWords';
import { AssistantConversation } from './AssistantConversation';

const meta = {
  title: 'Assistant/AssistantConversation',
  component: AssistantConversation,
  args: {
    messages: [],
    labels: assistantConversationLabelsOf((key) => key),
    onSend: fn(),
    onStop: fn(),
    onRetry: fn(),
  },
  argTypes: { labels: { control: false }, messages: { control: false } },
  loaders: [assistantWordsLoader],
  render: (args, { loaded }) => (
    <AssistantConversation
      {...args}
      labels={assistantConversationLabelsOf(assistantStoryT(loaded))}
    />
  ),
} satisfies Meta<typeof AssistantConversation>;

export default meta;
type Story = StoryObj<typeof meta>;

/** S9.1: no message yet: the greeting, the three suggested intents and the composer. */
export const Empty: Story = {
  render: (args, { loaded }) => {
    const t = assistantStoryT(loaded);
    return (
      <AssistantConversation
        {...args}
        labels={assistantConversationLabelsOf(t)}
        suggestions={storySuggestions(loaded)}
        intro={<p>{t('assistant.intro')}</p>}
      />
    );
  },
  play: async ({ canvasElement, loaded }) => {
    const t = assistantStoryT(loaded);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: t('assistant.suggestions') })).toBeVisible();
    await expect(canvas.getAllByRole('button')).toHaveLength(4);
    await expect(
      canvas.getByRole('textbox', { name: t('assistant.composer.label') }),
    ).toBeVisible();
  },
};

/**
 * S9.1: a conversation with bill cards (Pay starts the payment flow), service, information and
 * application cards; the person's messages keep their own direction (`dir="auto"`).
 */
export const Conversation: Story = {
  render: (args, { loaded }) => (
    <AssistantConversation
      {...args}
      labels={assistantConversationLabelsOf(assistantStoryT(loaded))}
      messages={storyConversation(loaded)}
      suggestions={storySuggestions(loaded)}
    />
  ),
  play: async ({ canvasElement, loaded }) => {
    const t = assistantStoryT(loaded);
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: t('assistant.conversation') });
    await expect(within(list).getAllByRole('listitem').length).toBeGreaterThanOrEqual(4);
    const pay = canvas.getAllByRole('link', { name: /1000234567/ });
    await expect(pay).toHaveLength(2);
    await expect(pay[0]).toHaveAttribute('href', '/en/my-utilities/pay/addc/la-013');
    const question = canvasElement.querySelector('li[data-role="user"]');
    await expect(question).toHaveAttribute('dir', 'auto');
  },
};
