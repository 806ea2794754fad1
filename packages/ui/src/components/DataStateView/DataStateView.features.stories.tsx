import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { storyText } from '../../storybook/storyText';
import { PaymentsStory, STORY_WORDS, type StoryStatus } from './dataStateViewStoryData';

const onBrowse = fn();

const meta = {
  title: 'Feedback/DataStateView/Features',
  args: {
    status: 'loading',
    onRetry: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 400))),
  },
  render: ({ status, onRetry }, { globals }) => (
    <PaymentsStory status={status} onRetry={onRetry} onBrowse={onBrowse} globals={globals} />
  ),
} satisfies Meta<{ status: StoryStatus; onRetry: () => void | Promise<unknown> }>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Loading: the placeholders, hidden from assistive technology, and the loading words announced. */
export const Loading: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    await waitFor(() =>
      expect(
        canvas
          .getAllByRole('status')
          .some((s) => s.textContent === storyText(globals, STORY_WORDS.loading)),
      ).toBe(true),
    );
    const placeholders = canvasElement.querySelector('[data-slot="skeleton-group-placeholders"]');
    await expect(placeholders).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.queryByRole('listitem')).toBeNull();
  },
};

/** An error: the message and a retry; Enter retries and the button stays busy until it settles. */
export const Failed: Story = {
  args: { status: 'error' },
  play: async ({ canvas, args, globals, userEvent }) => {
    await expect(canvas.getAllByText(storyText(globals, STORY_WORDS.error))[0]).toBeVisible();
    const retry = canvas.getByRole('button', { name: storyText(globals, STORY_WORDS.retry) });
    await userEvent.tab();
    await expect(retry).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(retry).not.toHaveAttribute('aria-disabled'));
  },
};

/** Empty: the ready data has nothing to show, so the sentence and its next step, reached by Tab. */
export const Empty: Story = {
  args: { status: 'empty' },
  play: async ({ canvas, globals, userEvent }) => {
    await expect(canvas.getByText(storyText(globals, STORY_WORDS.empty))).toBeVisible();
    await expect(canvas.queryByRole('listitem')).toBeNull();
    const browse = canvas.getByRole('button', { name: storyText(globals, STORY_WORDS.browse) });
    await userEvent.tab();
    await expect(browse).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onBrowse).toHaveBeenCalledTimes(1);
  },
};
