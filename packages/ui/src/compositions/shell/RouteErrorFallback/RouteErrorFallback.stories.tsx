import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { shellWordsLoader, storyT } from '../shellStoryWords';
import { RouteErrorFallback } from './RouteErrorFallback';

const meta = {
  title: 'Shell/RouteErrorFallback',
  component: RouteErrorFallback,
  args: { labels: { title: '', body: '', retry: '', home: '' }, homeHref: '#/', onRetry: fn() },
  argTypes: { labels: { control: false } },
  loaders: [shellWordsLoader],
  render: (args, { loaded }) => {
    const t = storyT(loaded);
    return (
      <RouteErrorFallback
        {...args}
        labels={{
          title: t('shell.error.title'),
          body: t('shell.error.body'),
          retry: t('shell.error.retry'),
          home: t('shell.error.home'),
        }}
      />
    );
  },
} satisfies Meta<typeof RouteErrorFallback>;

export default meta;
type Story = StoryObj<typeof meta>;

/** S1.12: the heading takes focus; Try again and the way home. */
export const Default: Story = {
  play: async ({ canvas, loaded, args, userEvent }) => {
    const t = storyT(loaded);
    const heading = canvas.getByRole('heading', { level: 1, name: t('shell.error.title') });
    await expect(heading).toHaveFocus();
    await expect(canvas.getByRole('link', { name: t('shell.error.home') })).toHaveAttribute(
      'href',
      '#/',
    );
    await userEvent.click(canvas.getByRole('button', { name: t('shell.error.retry') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
