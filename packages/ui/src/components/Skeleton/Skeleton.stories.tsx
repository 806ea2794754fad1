import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { storyText } from '../../storybook/storyText';
import { Skeleton } from './Skeleton';
import { SkeletonGroup } from './SkeletonGroup';

const LOADING = { en: 'Loading applications', ar: 'جارٍ تحميل الطلبات' };

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  args: { shape: 'line' },
  argTypes: { shape: { control: 'inline-radio', options: ['line', 'block', 'circle'] } },
  render: (args, { globals }) => (
    <SkeletonGroup label={storyText(globals, LOADING)} className="max-w-md">
      <Skeleton {...args} />
      <Skeleton {...args} className="w-2/3" />
    </SkeletonGroup>
  ),
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Placeholders are hidden; the group says "loading" in words, politely. */
export const Default: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const status = canvas.getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent(storyText(globals, LOADING)));
    await expect(status.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    for (const skeleton of canvasElement.querySelectorAll('[data-slot="skeleton"]')) {
      await expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    }
  },
};
