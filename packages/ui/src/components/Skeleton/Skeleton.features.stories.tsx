import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { storyText } from '../../storybook/storyText';
import { Skeleton } from './Skeleton';
import { SkeletonGroup } from './SkeletonGroup';

const meta = {
  title: 'Feedback/Skeleton/Features',
  component: Skeleton,
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three shapes: a text line, a block (card, image) and a circle (avatar, icon). */
export const Shapes: Story = {
  render: (_, { globals }) => (
    <SkeletonGroup
      label={storyText(globals, { en: 'Loading', ar: 'جارٍ التحميل' })}
      className="max-w-md"
    >
      <Skeleton shape="circle" />
      <Skeleton shape="line" />
      <Skeleton shape="block" />
    </SkeletonGroup>
  ),
  play: async ({ canvasElement }) => {
    const circle = canvasElement.querySelector('[data-slot="skeleton"]')!.getBoundingClientRect();
    await expect(circle.width).toBe(circle.height);
  },
};

/**
 * The loading state of the applications list (SCREENS.md S3.2): the shape of three cards, each
 * with a status line, a title, a progress bar and a date. The lines start at the inline start.
 */
export const ApplicationCards: Story = {
  render: (_, { globals }) => (
    <SkeletonGroup
      label={storyText(globals, { en: 'Loading applications', ar: 'جارٍ تحميل الطلبات' })}
      className="max-w-xl"
    >
      {[0, 1, 2].map((card) => (
        <div
          key={card}
          data-testid={`card-${card}`}
          className="flex gap-4 rounded-card border border-line p-4"
        >
          <Skeleton shape="circle" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="w-1/3" />
            <Skeleton className="w-5/6" />
            <Skeleton className="h-2 rounded-pill" />
            <Skeleton className="w-1/4" />
          </div>
        </div>
      ))}
    </SkeletonGroup>
  ),
  play: async ({ canvas, globals }) => {
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(
        storyText(globals, { en: 'Loading applications', ar: 'جارٍ تحميل الطلبات' }),
      ),
    );
    const firstCard = canvas.getByTestId('card-0');
    const card = firstCard.getBoundingClientRect();
    const line = firstCard.querySelectorAll('[data-slot="skeleton"]')[1]!.getBoundingClientRect();
    // A short line hugs the inline start: the left edge in English, the right edge in Arabic.
    if (globals['locale'] === 'ar')
      await expect(card.right - line.right).toBeLessThan(card.width / 3);
    else await expect(line.left - card.left).toBeLessThan(card.width / 3);
  },
};

/** In a 320 px column the placeholders fit; nothing scrolls sideways. */
export const Narrow: Story = {
  render: (_, { globals }) => (
    <div data-testid="column" className="w-[320px]">
      <SkeletonGroup
        label={storyText(globals, {
          en: 'Loading your electricity and water payments',
          ar: 'جارٍ تحميل مدفوعات الكهرباء والمياه الخاصة بك',
        })}
      >
        <Skeleton shape="block" />
        <Skeleton />
        <Skeleton className="w-1/2" />
      </SkeletonGroup>
    </div>
  ),
  play: async ({ canvas }) => {
    const column = canvas.getByTestId('column');
    await expect(column.scrollWidth).toBeLessThanOrEqual(column.clientWidth);
  },
};
