import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { storyText } from '../../storybook/storyText';
import { ErrorState } from './ErrorState';

const MESSAGE = { en: 'Something went wrong', ar: 'حدث خطأ ما' };
const RETRY = { en: 'Try again', ar: 'حاول مرة أخرى' };
const RETRYING = { en: 'Trying again', ar: 'جارٍ المحاولة مرة أخرى' };

const meta = {
  title: 'Feedback/ErrorState',
  component: ErrorState,
  args: {
    message: '',
    retryLabel: '',
    retryingLabel: '',
    // A retry that takes a moment, then fails again.
    onRetry: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 400))),
  },
  argTypes: {
    message: { control: false },
    retryLabel: { control: false },
    retryingLabel: { control: false },
  },
  render: (args, { globals }) => (
    <ErrorState
      {...args}
      message={storyText(globals, MESSAGE)}
      retryLabel={storyText(globals, RETRY)}
      retryingLabel={storyText(globals, RETRYING)}
    />
  ),
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The generic failure of a data area: the message is announced politely, Tab and Enter retry, the
 * button shows loading (and says so) until the attempt settles, and a second failure is announced
 * again.
 */
export const Default: Story = {
  play: async ({ canvas, args, globals, userEvent }) => {
    const live = canvas
      .getAllByRole('status')
      .find((element) => element.getAttribute('data-slot') === 'live-region')!;
    await waitFor(() => expect(live).toHaveTextContent(storyText(globals, MESSAGE)));
    const retry = canvas.getByRole('button', { name: storyText(globals, RETRY) });
    await userEvent.tab();
    await expect(retry).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(retry).toHaveAttribute('aria-disabled', 'true');
    await expect(live).toBeEmptyDOMElement();
    await waitFor(() => expect(retry).not.toHaveAttribute('aria-disabled'));
    await waitFor(() => expect(live).toHaveTextContent(storyText(globals, MESSAGE)));
    await expect(retry).toHaveFocus();
  },
};
