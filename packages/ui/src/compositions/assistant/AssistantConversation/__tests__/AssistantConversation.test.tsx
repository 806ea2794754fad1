import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../../styles.css';
import { UiProvider } from '../../../../provider/UiProvider';
import {
  AssistantConversation,
  type AssistantConversationLabels,
  type AssistantConversationMessage,
} from '../AssistantConversation';

/** The conversation's own live region (the provider has others). */
const announcement = () =>
  document.querySelector('[data-slot="assistant-conversation"] [role="status"]')?.textContent;

const LABELS: AssistantConversationLabels = {
  conversation: 'Conversation',
  you: 'You',
  assistant: 'Assistant',
  composerLabel: 'Your message',
  composerHint: 'Enter sends',
  send: 'Send',
  stop: 'Stop',
  retry: 'Try again',
  suggestions: 'Suggestions',
  stopped: 'Stopped',
  answering: 'Answering',
  answered: (text) => `Answered: ${text}`,
};

function Harness({
  initial,
  onSend,
}: {
  initial: AssistantConversationMessage[];
  onSend: (text: string) => void;
}) {
  const [messages, setMessages] = useState(initial);
  return (
    <UiProvider dir="ltr">
      <button
        type="button"
        onClick={() => setMessages((m) => m.map((x) => ({ ...x, text: `${x.text} more` })))}
      >
        grow
      </button>
      <button
        type="button"
        onClick={() => setMessages((m) => m.map((x) => ({ ...x, status: 'done' as const })))}
      >
        finish
      </button>
      <AssistantConversation
        messages={messages}
        labels={LABELS}
        onSend={onSend}
        onStop={() => {}}
        onRetry={() => {}}
      />
    </UiProvider>
  );
}

describe('AssistantConversation', () => {
  it('announces an answer once it is complete, not while it streams', async () => {
    await render(
      <Harness
        initial={[{ id: 'a', role: 'assistant', lang: 'en', text: 'Hello', status: 'streaming' }]}
        onSend={() => {}}
      />,
    );
    await userEvent.click(page.getByRole('button', { name: 'grow' }));
    expect(announcement()).toBe('');
    await userEvent.click(page.getByRole('button', { name: 'finish' }));
    await expect.poll(announcement).toBe('Answered: Hello more');
  });

  it('does not announce an answer that was already complete when it appeared', async () => {
    await render(
      <Harness
        initial={[{ id: 'a', role: 'assistant', lang: 'en', text: 'Old answer' }]}
        onSend={() => {}}
      />,
    );
    await expect.element(page.getByText('Old answer')).toBeVisible();
    expect(announcement()).toBe('');
  });

  it('sends nothing empty and nothing while an answer streams', async () => {
    const onSend = vi.fn();
    await render(
      <Harness
        initial={[{ id: 'a', role: 'assistant', lang: 'en', text: '', status: 'streaming' }]}
        onSend={onSend}
      />,
    );
    await expect.element(page.getByText('Answering')).toBeVisible();
    const box = page.getByRole('textbox', { name: 'Your message' });
    await userEvent.type(box, 'hello{Enter}');
    expect(onSend).not.toHaveBeenCalled();
    await userEvent.click(page.getByRole('button', { name: 'finish' }));
    await userEvent.type(box, '{Enter}');
    expect(onSend).toHaveBeenCalledWith('hello');
    await userEvent.type(box, '   {Enter}');
    expect(onSend).toHaveBeenCalledTimes(1);
  });
});
