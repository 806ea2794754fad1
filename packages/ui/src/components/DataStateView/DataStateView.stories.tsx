import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { storyText } from '../../storybook/storyText';
import { PaymentsStory, STORY_WORDS, type StoryStatus } from './dataStateViewStoryData';

const meta = {
  title: 'Feedback/DataStateView',
  args: {
    status: 'ready',
    // A retry that takes a moment, then fails again.
    onRetry: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 400))),
  },
  argTypes: {
    status: { control: 'inline-radio', options: ['loading', 'error', 'empty', 'ready'] },
  },
  render: ({ status, onRetry }, { globals }) => (
    <PaymentsStory status={status} onRetry={onRetry} globals={globals} />
  ),
} satisfies Meta<{ status: StoryStatus; onRetry: () => void | Promise<unknown> }>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The content: what `children` draws from the ready data; the view adds no element of its own. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByText(storyText(globals, STORY_WORDS.payments[0]))).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
