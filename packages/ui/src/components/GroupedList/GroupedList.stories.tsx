import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { storyText } from '../../storybook/storyText';
import { PaymentGroupsStory, STORY_WORDS, type StoryStatus } from './groupedListStoryData';

const meta = {
  title: 'Display/GroupedList',
  args: {
    status: 'ready',
    onRetry: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 400))),
  },
  argTypes: {
    status: { control: 'inline-radio', options: ['loading', 'error', 'empty', 'ready'] },
  },
  render: ({ status, onRetry }, { globals }) => (
    <PaymentGroupsStory status={status} onRetry={onRetry} globals={globals} />
  ),
} satisfies Meta<{ status: StoryStatus; onRetry: () => void | Promise<unknown> }>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Two groups, each a section named by its heading, its rows a list divided by lines; what a row
 * shows is the caller's (here a title one heading level below the group's, and a note).
 */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const [due, paid] = STORY_WORDS.groups;
    if (!due || !paid) throw new Error('the story needs two groups');
    const dueSection = canvas.getByRole('region', { name: storyText(globals, due.title) });
    await expect(dueSection).toBeVisible();
    await expect(
      canvas.getByRole('region', { name: storyText(globals, paid.title) }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(2);
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    await expect(canvas.getAllByRole('list')).toHaveLength(2);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};
