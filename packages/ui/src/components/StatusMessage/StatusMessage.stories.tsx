import { STATUS_MESSAGE_TIMEOUT_MS } from '@portal/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { storyText } from '../../storybook/storyText';
import { Button } from '../Button';
import { StatusMessage } from './StatusMessage';

const DISCARDED = { en: 'Draft discarded', ar: 'تم حذف المسودة' };
const DISCARD = { en: 'Discard draft', ar: 'حذف المسودة' };

const meta = {
  title: 'Feedback/StatusMessage',
  component: StatusMessage,
  args: { message: undefined, tone: 'success', timeout: STATUS_MESSAGE_TIMEOUT_MS, onClear: fn() },
  argTypes: {
    tone: { control: 'inline-radio', options: ['info', 'success', 'warning', 'error'] },
    timeout: { control: { type: 'number', min: 0, step: 500 } },
    message: { control: false },
  },
  render: function Render(args, { globals }) {
    const [message, setMessage] = useState<string | undefined>(undefined);
    return (
      <div className="flex flex-col items-start gap-4">
        <Button variant="danger" onClick={() => setMessage(storyText(globals, DISCARDED))}>
          {storyText(globals, DISCARD)}
        </Button>
        <StatusMessage
          {...args}
          message={message}
          onClear={() => {
            args.onClear();
            setMessage(undefined);
          }}
        />
      </div>
    );
  },
} satisfies Meta<typeof StatusMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Discarding a draft: the result appears, is announced politely (the region was already there) and
 * clears itself after the spec's 6 seconds.
 */
export const Default: Story = {
  // The message lives 6 real seconds, so a picture taken after the play may or may not hold it; the
  // Tones story keeps messages on screen for the visual baseline instead.
  parameters: { screenshot: false },
  play: async ({ canvas, globals, userEvent }) => {
    const region = canvas
      .getAllByRole('status')
      .find((element) => element.getAttribute('data-slot') === 'status-message')!;
    await expect(region).toBeEmptyDOMElement();
    await userEvent.click(canvas.getByRole('button', { name: storyText(globals, DISCARD) }));
    await expect(await canvas.findByText(storyText(globals, DISCARDED))).toBeVisible();
    await expect(region).toHaveTextContent(storyText(globals, DISCARDED));
  },
};
