import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { storyText } from '../../storybook/storyText';
import { PaymentGroupsStory, STORY_WORDS, type StoryStatus } from './groupedListStoryData';

const onBrowse = fn();

const meta = {
  title: 'Display/GroupedList/Features',
  args: {
    status: 'loading',
    onRetry: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 400))),
  },
  render: ({ status, onRetry, groupHeadingLevel }, { globals }) => (
    <PaymentGroupsStory
      status={status}
      onRetry={onRetry}
      onBrowse={onBrowse}
      groupHeadingLevel={groupHeadingLevel}
      globals={globals}
    />
  ),
} satisfies Meta<{
  status: StoryStatus;
  onRetry: () => void | Promise<unknown>;
  groupHeadingLevel?: 2 | 3;
}>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Loading: row placeholders, hidden from assistive technology, and the loading words announced. */
export const Loading: Story = {
  play: async ({ canvas, globals }) => {
    await waitFor(() =>
      expect(
        canvas
          .getAllByRole('status')
          .some((s) => s.textContent === storyText(globals, STORY_WORDS.loading)),
      ).toBe(true),
    );
    await expect(canvas.queryByRole('region')).toBeNull();
    await expect(canvas.queryByRole('listitem')).toBeNull();
  },
};

/** An error: the message and a retry that stays busy until the reload settles. */
export const Failed: Story = {
  args: { status: 'error' },
  play: async ({ canvas, args, globals, userEvent }) => {
    await expect(canvas.getAllByText(storyText(globals, STORY_WORDS.error))[0]).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: storyText(globals, STORY_WORDS.retry) }),
    );
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Nothing in any group: the sentence and its next step, no empty section or list. */
export const Empty: Story = {
  args: { status: 'empty' },
  play: async ({ canvas, globals, userEvent }) => {
    await expect(canvas.getByText(storyText(globals, STORY_WORDS.empty))).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
    await userEvent.click(
      canvas.getByRole('button', { name: storyText(globals, STORY_WORDS.browse) }),
    );
    await expect(onBrowse).toHaveBeenCalled();
  },
};

/** Under a section of the page: the groups' headings one level down (h3), the rows' h4. */
export const NestedHeadings: Story = {
  args: { status: 'ready', groupHeadingLevel: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(2);
    await expect(canvas.getAllByRole('heading', { level: 4 })).toHaveLength(3);
  },
};
