import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { assistantConversationLabelsOf } from '../views/assistantConversation';
import {
  assistantStoryT,
  assistantWordsLoader,
  storyConversation,
  storySuggestions,
} from '../assistantStoryWords';
import { AssistantConversation, type AssistantConversationMessage } from './AssistantConversation';

const meta = {
  title: 'Assistant/AssistantConversation/Features',
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
} satisfies Meta<typeof AssistantConversation>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An answer still streaming: its words so far, Stop instead of Send, no chips meanwhile. */
export const Streaming: Story = {
  render: (args, { loaded }) => {
    const [first, second] = storyConversation(loaded);
    const answering: AssistantConversationMessage = {
      ...(second as AssistantConversationMessage),
      text: (second?.text ?? '').split(' ').slice(0, 5).join(' '),
      cards: [],
      status: 'streaming',
    };
    return (
      <AssistantConversation
        {...args}
        labels={assistantConversationLabelsOf(assistantStoryT(loaded))}
        messages={[first as AssistantConversationMessage, answering]}
        suggestions={storySuggestions(loaded)}
      />
    );
  },
  play: async ({ args, canvasElement, loaded }) => {
    const t = assistantStoryT(loaded);
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('group', { name: t('assistant.suggestions') })).toBeNull();
    await expect(canvas.queryByRole('button', { name: t('assistant.send') })).toBeNull();
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t('assistant.stop') }));
    await expect(args.onStop).toHaveBeenCalledOnce();
  },
};

/** The provider failed: the page's own sentence, never the provider's, and Retry asks again. */
export const Failed: Story = {
  render: (args, { loaded }) => {
    const t = assistantStoryT(loaded);
    const [first] = storyConversation(loaded);
    return (
      <AssistantConversation
        {...args}
        labels={assistantConversationLabelsOf(t)}
        messages={[
          first as AssistantConversationMessage,
          {
            id: 'm2',
            role: 'assistant',
            lang: first?.lang ?? 'en',
            text: '',
            status: 'failed',
            error: t('assistant.error.unavailable'),
          },
        ]}
      />
    );
  },
  play: async ({ args, canvasElement, loaded }) => {
    const t = assistantStoryT(loaded);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('assistant.error.unavailable'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('assistant.retry') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/**
 * Keyboard: Enter sends, Shift+Enter starts a new line; a chip sends its words; the finished
 * answer is announced once through the polite live region.
 */
export const Composer: Story = {
  render: function Render(args, { loaded }) {
    const t = assistantStoryT(loaded);
    const [messages, setMessages] = useState<AssistantConversationMessage[]>([]);
    return (
      <AssistantConversation
        {...args}
        labels={assistantConversationLabelsOf(t)}
        messages={messages}
        suggestions={storySuggestions(loaded)}
        onSend={(text) => {
          args.onSend(text);
          setMessages((current) => [
            ...current,
            { id: `u${current.length}`, role: 'user', lang: 'en', text },
            {
              id: `a${current.length}`,
              role: 'assistant',
              lang: 'en',
              dir: 'ltr',
              text: `Answer to ${text}`,
            },
          ]);
        }}
      />
    );
  },
  play: async ({ args, canvasElement, loaded }) => {
    const t = assistantStoryT(loaded);
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: t('assistant.composer.label') });
    await userEvent.type(box, 'first line{Shift>}{Enter}{/Shift}second line');
    await expect(box).toHaveValue('first line\nsecond line');
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.type(box, '{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('first line\nsecond line');
    await expect(box).toHaveValue('');
    await waitFor(() =>
      expect(
        canvasElement.querySelector('[data-slot="assistant-conversation"] [role="status"]'),
      ).toHaveTextContent('Answer to first line'),
    );
    await userEvent.click(canvas.getByRole('button', { name: t('assistant.suggestion.payBills') }));
    await expect(args.onSend).toHaveBeenLastCalledWith(t('assistant.suggestion.payBills'));
  },
};
